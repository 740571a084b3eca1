/**
 * Category codes both programs refer to (docs/product.md §1, §2.3, §9). Codes are compared exactly:
 * CP001015001020 starts with 'CP001' but is its own category, not a reagent code.
 */
export const CATEGORY = {
  /** Root of all products (reagents, antibodies, consumables, instruments, media); the mega-menu's root. */
  PRODUCTS: 'CP',
  /** Root of testing and CRO services. */
  SERVICES: 'FW',
  REAGENTS: 'CP001',
  /** Antibodies: the antibody finder's default root. */
  ANTIBODIES: 'CP002',
  ANTIBODIES_SECONDARY: 'CP003',
  ANTIBODIES_OTHER: 'CP009',
  /** The antibody table paged 50 at a time (docs/product.md §9). */
  ANTIBODY_TABLE: 'CP002001',
  INSTRUMENTS: 'CP014',
  /** Consumables: the first entry of every menu and root listing. */
  CONSUMABLES: 'CP001015001020',
  RECOMBINANT: 'CP001015001381',
  /** Culture-medium root: opens the medium (bufferSolution) page. */
  CULTURE_MEDIUM: 'CP001015001164',
  /** Culture-medium filter category: the medium page in filter mode, and the medium facets' default root. */
  CULTURE_MEDIUM_FILTER: 'CP001015001165',
  /** The cell bank, searched by the medium recommendation. */
  CELL_BANK: 'XB',
  LEARNING_SUPPORT: 'XXPT',
  TESTING_SERVICE: 'FW001',
  CRO: 'FW002',
  EXPERIMENTAL_PLANS: 'TJ',
  /** Root of the promotion-trial tree. */
  PROMOTION_TRIAL: 'CS',
  /** 'Double eleven' promotion page with rich content. */
  DOUBLE_ELEVEN: 'CS0112',
  /** Content roots: events and promotions, news, catalogues (docs/product.md §2.5). */
  EVENTS: 'HDCX',
  NEWS: 'XWZX',
  CATALOGUES: 'catalog',
  /** Root of the pathology image gallery (docs/product.md §2.2). */
  GALLERY: 'TK',
} as const;

/** The three antibody trees: their goods carry an antibody's filters, table columns and cite line (docs/product.md §2.4, §2.6). */
const ANTIBODY_ROOTS: readonly string[] = [CATEGORY.ANTIBODIES, CATEGORY.ANTIBODIES_SECONDARY, CATEGORY.ANTIBODIES_OTHER];

/** Whether a goods item or category, by its code path (root first or last), lies in an antibody tree. */
export const inAntibodyTree = (codes: readonly string[]): boolean => codes.some((code) => ANTIBODY_ROOTS.includes(code));
