/** Where a mega-menu panel has its goods column (mega-menu-panel.module.css): the phone drawer has none. */
export const GOODS_COLUMN_QUERY = '(min-width: 900px)';
