/**
 * Where each event of a page goes, by the visitor's choice (docs/product.md §15.6): held while
 * no choice is made (a bounded number, in memory only), sent to the tags once consent is given,
 * dropped after a refusal. A page that asks first and counts later counts the same page as one
 * that was accepted before: nothing leaves the page before consent. Consent given after a refusal
 * (from the footer) counts the page it was given on, like a first consent does.
 */
import type { ShopEvent } from './events';
import type { Tags } from './tags';

/**
 * Events held before a choice; a visitor who browses on without choosing loses the oldest.
 * @internal exported for its tests
 */
export const HELD_EVENTS_LIMIT = 50;

export interface EventRouter {
  push(event: ShopEvent): void;
  grant(tags: Tags): void;
  deny(): void;
}

export function createEventRouter(): EventRouter {
  let held: ShopEvent[] = [];
  let tags: Tags | null = null;
  let denied = false;
  // The page being shown, kept through a refusal.
  let pageView: ShopEvent | null = null;
  return {
    push(event) {
      if (event.name === 'page_view') pageView = event;
      if (tags) tags.send(event);
      else if (!denied) held = [...held.slice(-(HELD_EVENTS_LIMIT - 1)), event];
    },
    grant(granted) {
      tags = granted;
      denied = false;
      if (pageView && !held.includes(pageView)) granted.send(pageView);
      for (const event of held) granted.send(event);
      held = [];
    },
    deny() {
      tags = null;
      denied = true;
      held = [];
    },
  };
}
