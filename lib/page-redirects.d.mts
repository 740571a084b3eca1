/** Types of page-redirects.mjs, which next.config.mjs loads as plain JavaScript. */
export declare const PAGE_REDIRECTS: Record<string, string>;
export declare function pageRedirects(): { source: string; destination: string; permanent: boolean }[];
