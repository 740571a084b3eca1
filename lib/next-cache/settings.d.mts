/** Types of settings.mjs, which cache-handler.mjs loads as plain JavaScript and lib/wechat reads too. */
export interface CacheSettings {
  redisUrl: string | undefined;
  memoryBytes: number;
  redisTimeoutMs: number;
  keepStaleSeconds: number;
  tagPruneMs: number;
}
export declare function cacheSettings(env?: Readonly<Record<string, string | undefined>>): CacheSettings;
