/**
 * The personal centre's sections that exist so far (docs/product.md §2.2 lists more; each joins this
 * table when its page arrives, so the menu never links to a 404).
 */
export const CENTRE_SECTIONS = [
  { id: 'overview', href: '/user', label: 'overview' },
  { id: 'orders', href: '/my-order', label: 'myOrders' },
  { id: 'favourites', href: '/my-collection', label: 'favourites' },
  { id: 'footprints', href: '/my-tracks', label: 'footprints' },
  { id: 'complaints', href: '/my-complaint', label: 'complaints' },
  { id: 'advice', href: '/my-advice', label: 'advice' },
  { id: 'accountInformation', href: '/account-information', label: 'accountInformation' },
  { id: 'mail', href: '/mail', label: 'mail' },
  { id: 'wallet', href: '/my-wallet', label: 'wallet' },
  { id: 'receiptsPayments', href: '/receipts-payments', label: 'receiptsPayments' },
  { id: 'invoices', href: '/additional-ticket', label: 'invoices' },
  { id: 'level', href: '/user-level', label: 'level' },
  { id: 'experiments', href: '/experimental-progress', label: 'experiments' },
  { id: 'scans', href: '/scan-detection', label: 'scans' },
  { id: 'grinder', href: '/grinder-record', label: 'grinder' },
  { id: 'security', href: '/account-security', label: 'security' },
  { id: 'coupons', href: '/my-coupon', label: 'myCoupons' },
  { id: 'addresses', href: '/receiving-address', label: 'receivingAddress' },
  { id: 'returnRefund', href: '/return-refund', label: 'returnRefund' },
  { id: 'myEvaluate', href: '/my-evaluate', label: 'myEvaluate' },
  { id: 'pointsExchange', href: '/integral-exchange', label: 'pointsExchange' },
  { id: 'pointsLedger', href: '/exchange-detail', label: 'pointsLedger' },
  { id: 'trialOrders', href: '/promotionTrial-order', label: 'trialOrders' },
] as const;

export type CentreSection = (typeof CENTRE_SECTIONS)[number]['id'];
