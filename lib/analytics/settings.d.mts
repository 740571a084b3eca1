/** Types of settings.mjs, which lib/security-headers.mjs and lib/build-features.mjs load as plain JavaScript. */
export interface AnalyticsSettings {
  ga4?: string;
  tongji?: string;
}
export declare function analyticsSettings(env?: Readonly<Record<string, string | undefined>>): AnalyticsSettings | undefined;
