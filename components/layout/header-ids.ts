/** The ids of the header parts a phone opens on demand, shared by the server markup and the islands. */
export const HEADER_PANEL_IDS = { search: 'site-search', menu: 'site-menu' } as const;
