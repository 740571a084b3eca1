/** Types of single-location.mjs, which the storefront's server preload loads as plain JavaScript. */
export declare function singleLocation(value: unknown): unknown;
