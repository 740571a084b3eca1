/**
 * track.ts in a build without analytics (lib/build-features.mjs): islands keep their calls, and
 * nothing is queued, loaded or sent.
 */
import type { ShopEvent } from './events';

export function track(event: ShopEvent): void {
  void event;
}
