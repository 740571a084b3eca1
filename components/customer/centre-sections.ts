/**
 * The personal centre's sections in menu order (docs/product.md §2.2): messages first, then buying
 * (inquiries, orders and what follows them), trials and points, money, service records, lists, feedback and
 * the account itself. A page joins this table when it exists, so the menu never links to a 404.
 */
export const CENTRE_SECTIONS = [
  { id: 'overview', href: '/user', label: 'overview' },
  { id: 'mail', href: '/mail', label: 'mail' },
  { id: 'inquiries', href: '/my-inquiries', label: 'myInquiries' },
  { id: 'orders', href: '/my-order', label: 'myOrders' },
  { id: 'returnRefund', href: '/return-refund', label: 'returnRefund' },
  { id: 'myEvaluate', href: '/my-evaluate', label: 'myEvaluate' },
  { id: 'coupons', href: '/my-coupon', label: 'myCoupons' },
  { id: 'addresses', href: '/receiving-address', label: 'receivingAddress' },
  { id: 'trialOrders', href: '/promotionTrial-order', label: 'trialOrders' },
  { id: 'pointsExchange', href: '/integral-exchange', label: 'pointsExchange' },
  { id: 'pointsLedger', href: '/exchange-detail', label: 'pointsLedger' },
  { id: 'wallet', href: '/my-wallet', label: 'wallet' },
  { id: 'receiptsPayments', href: '/receipts-payments', label: 'receiptsPayments' },
  { id: 'invoices', href: '/additional-ticket', label: 'invoices' },
  { id: 'experiments', href: '/experimental-progress', label: 'experiments' },
  { id: 'scans', href: '/scan-detection', label: 'scans' },
  { id: 'grinder', href: '/grinder-record', label: 'grinder' },
  { id: 'favourites', href: '/my-collection', label: 'favourites' },
  { id: 'footprints', href: '/my-tracks', label: 'footprints' },
  { id: 'complaints', href: '/my-complaint', label: 'complaints' },
  { id: 'advice', href: '/my-advice', label: 'advice' },
  { id: 'accountInformation', href: '/account-information', label: 'accountInformation' },
  { id: 'security', href: '/account-security', label: 'security' },
  { id: 'level', href: '/user-level', label: 'level' },
] as const;

export type CentreSection = (typeof CENTRE_SECTIONS)[number]['id'];
