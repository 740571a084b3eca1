/** Types of security-headers.mjs, which next.config.mjs loads as plain JavaScript. */
export declare const FILES_CONTENT_SECURITY_POLICY: string;
export declare function securityHeaders(env?: Readonly<Record<string, string | undefined>>): { key: string; value: string }[];
