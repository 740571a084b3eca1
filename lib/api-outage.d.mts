/** Types of api-outage.mjs, which the storefront's server preload loads as plain JavaScript. */
export declare const OUTAGE_WINDOW_MS: number;
export declare const RETRY_AFTER_SECONDS: number;
export declare function markApiUnanswered(now?: number): void;
export declare function pageStatusDuringOutage(path: string, status: number, now?: number): { status: number; retryAfter?: string };
