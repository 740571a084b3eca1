/** The storefront's pure business rules (docs/product.md §1–§4, §9). No React, no I/O. */
export * from './badges';
export * from './bound-goods';
export * from './category-codes';
export * from './category-routing';
export * from './constants';
export * from './dates';
export * from './image';
export * from './json-field';
export * from './page-size';
export * from './price';
export * from './promotion';
export * from './stock';
