import { FAILURE_NAMESPACE, GENERAL_FAILURE_KEY } from '@/lib/api/failure-message';

/** A locale's messages, or a part of them: nested objects of ICU strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/**
 * The parts of `messages` named by `paths` ('goods' for a namespace, 'goods.catNo' for one
 * key), so an island receives only the messages it uses. Unknown paths are left out.
 */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: string | Messages | undefined = messages;
    for (const key of keys) source = typeof source === 'object' ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    keys.slice(0, -1).forEach((key) => {
      const next = target[key];
      target = typeof next === 'object' ? next : (target[key] = {});
    });
    const last = keys[keys.length - 1] as string;
    const existing = target[last];
    target[last] = typeof existing === 'object' && typeof source === 'object' ? { ...existing, ...source } : source;
  }
  return picked;
}

/**
 * What a failed call says (lib/api/failure-message.ts): every island provider hands these on, so
 * no form can fall back to the API's developer text. A provider that names some `apiFailure`
 * keys itself (the goods page, whose HTML has a budget) gets only those.
 */
const FAILURE_PATHS = [FAILURE_NAMESPACE, GENERAL_FAILURE_KEY, 'common.networkError', 'common.requestTimeout', 'common.badResponse'];

/**
 * `paths` and the failure texts (docs/islands.md "Messages"); islands that send no request (the
 * home page's carousel and advert) have no failure to tell, and their page's HTML carries none.
 */
export function islandMessagePaths(paths: readonly string[], { sendsRequests = true } = {}): readonly string[] {
  if (!sendsRequests) return paths;
  const namesFailures = paths.some((path) => path === FAILURE_NAMESPACE || path.startsWith(`${FAILURE_NAMESPACE}.`));
  return [...paths, ...(namesFailures ? FAILURE_PATHS.slice(1) : FAILURE_PATHS)];
}
