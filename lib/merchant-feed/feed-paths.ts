/** Where the merchant feeds are served (app/feeds/*, docs/product.md §15.2): English, then Chinese. */
export const MERCHANT_FEED_PATHS = ['/feeds/merchant.xml', '/feeds/merchant-zh.xml'] as const;
