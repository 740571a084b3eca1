/** Types of build-features.mjs, which next.config.mjs loads as plain JavaScript. */
export declare function featureAliases(env?: Readonly<Record<string, string | undefined>>): Record<string, string>;
