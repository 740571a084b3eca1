/**
 * The catalogue's tables (docs/product.md §3). One schema for PGlite and PostgreSQL.
 *
 * Bilingual text is stored as `<field>_en` / `<field>_zh` column pairs; the API answers the
 * caller's language under docs/product.md's own field name (`title`, `dictValue`, …).
 * Codes (category ids such as CP001, country codes) are the supplier's own identifiers and
 * serve as primary keys, so imported catalogues keep their links.
 *
 * One file per domain under server/db/schema/ (drizzle-kit reads that folder, drizzle.config.ts);
 * this module re-exports them all, so code imports its tables from one place.
 */
export * from './schema/catalogue';
export * from './schema/content';
export * from './schema/search';
export * from './schema/accounts';
export * from './schema/customer';
export * from './schema/inquiries';
export * from './schema/requests';
export * from './schema/quality';
export * from './schema/centre';
export * from './schema/orders';
export * from './schema/aftersales';
export * from './schema/trials';
export * from './schema/points';
export * from './schema/quotes';
export * from './schema/staff';
