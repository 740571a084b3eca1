import { createEventRouter, HELD_EVENTS_LIMIT } from './event-router';
import type { ShopEvent } from './events';
import type { Tags } from './tags';

const search = (term: string): ShopEvent => ({ name: 'search', term, resultCount: 1 });

function recordingTags(): Tags & { sent: ShopEvent[] } {
  const sent: ShopEvent[] = [];
  return { sent, send: (event) => sent.push(event) };
}

describe('the analytics event router', () => {
  it('sends nothing before consent, then what the page held, in order, and the rest as it comes', () => {
    const router = createEventRouter();
    router.push(search('a'));
    router.push(search('b'));
    const tags = recordingTags();
    router.grant(tags);
    router.push(search('c'));
    expect(tags.sent.map((event) => event.name === 'search' && event.term)).toEqual(['a', 'b', 'c']);
  });

  it('drops what it held and everything after a refusal, but counts the page a later consent is given on', () => {
    const router = createEventRouter();
    const home: ShopEvent = { name: 'page_view', location: 'https://shop.example/', title: 'Home', referrer: '' };
    router.push(home);
    router.push(search('a'));
    router.deny();
    router.push(search('b'));
    const tags = recordingTags();
    router.grant(tags);
    expect(tags.sent).toEqual([home]);
    router.push(search('c'));
    expect(tags.sent).toEqual([home, search('c')]);
  });

  it('counts a held page view once', () => {
    const router = createEventRouter();
    const home: ShopEvent = { name: 'page_view', location: 'https://shop.example/', title: 'Home', referrer: '' };
    router.push(home);
    const tags = recordingTags();
    router.grant(tags);
    expect(tags.sent).toEqual([home]);
  });

  it('stops sending once consent is withdrawn', () => {
    const router = createEventRouter();
    const tags = recordingTags();
    router.grant(tags);
    router.deny();
    router.push(search('a'));
    expect(tags.sent).toEqual([]);
  });

  it('holds at most its limit, keeping the newest', () => {
    const router = createEventRouter();
    for (let index = 0; index < HELD_EVENTS_LIMIT + 5; index += 1) router.push(search(String(index)));
    const tags = recordingTags();
    router.grant(tags);
    expect(tags.sent).toHaveLength(HELD_EVENTS_LIMIT);
    expect(tags.sent[0]).toEqual(search('5'));
  });
});
