/** The supplier's name as its documents and generated images print it (the storefront's messages meta.siteName). */
export const SUPPLIER_NAME = { en: 'LabShop Life Science', zh: 'LabShop 生命科学' } as const;
