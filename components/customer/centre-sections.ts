/**
 * The personal centre's sections that exist so far (docs/product.md §2.2 lists more; each joins this
 * table when its page arrives, so the menu never links to a 404).
 */
export const CENTRE_SECTIONS = [
  { id: 'overview', href: '/user', label: 'overview' },
  { id: 'favourites', href: '/my-collection', label: 'favourites' },
  { id: 'footprints', href: '/my-tracks', label: 'footprints' },
  { id: 'pointsExchange', href: '/integral-exchange', label: 'pointsExchange' },
  { id: 'pointsLedger', href: '/exchange-detail', label: 'pointsLedger' },
  { id: 'trialOrders', href: '/promotionTrial-order', label: 'trialOrders' },
] as const;

export type CentreSection = (typeof CENTRE_SECTIONS)[number]['id'];
