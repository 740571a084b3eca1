/** Types of goods-page-routes.mjs, which next.config.mjs loads as plain JavaScript. */
import type { Redirect, Rewrite } from 'next/dist/lib/load-custom-routes';

export declare const GOODS_PAGE_PATH: '/goodsdetail';
export declare function goodsPageRedirects(): Redirect[];
export declare function goodsPageRewrites(): Rewrite[];
