import type { ShopEvent } from './events';
import { gtagCommands, tongjiCommands } from './tag-calls';

const item = { id: 7, itemno: 'CP002-0007', name: 'Anti-CD3 antibody', quantity: 2 };

/** One of each event, as the shop's islands and pages raise them. */
const EVENTS: ShopEvent[] = [
  { name: 'page_view', location: 'https://shop.example/goodsdetail?id=7', title: 'Anti-CD3 | Lab Shop', referrer: '' },
  { name: 'search', term: 'cd3 me@lab.cn', resultCount: 12 },
  { name: 'view_item', item },
  { name: 'view_item_list', listId: 'CP002', listName: 'Antibodies', items: [item] },
  { name: 'add_to_inquiry_list', item },
  { name: 'begin_inquiry', source: 'goods', items: [item] },
  { name: 'inquiry_submitted', source: 'inquiry_list', items: [item] },
  { name: 'order_submitted', orderNo: 'O202611280001', value: 129.5, currency: 'USD', items: [item] },
];

describe('the tags’ commands', () => {
  it('name each event in GA4’s commerce words where one fits', () => {
    const names = EVENTS.flatMap((event) =>
      gtagCommands(event)
        .filter((command) => command[0] === 'event')
        .map((command) => command[1]),
    );
    expect(names).toEqual(['page_view', 'search', 'view_item', 'view_item_list', 'add_to_inquiry_list', 'begin_inquiry', 'generate_lead', 'purchase']);
  });

  it('give GA4 a purchase with the charged amount, its currency and the goods', () => {
    expect(gtagCommands(EVENTS[7] as ShopEvent)).toEqual([
      [
        'event',
        'purchase',
        {
          transaction_id: 'O202611280001',
          value: 129.5,
          currency: 'USD',
          items: [{ item_id: '7', item_name: 'Anti-CD3 antibody', item_catno: 'CP002-0007', quantity: 2 }],
        },
      ],
    ]);
  });

  it('set the page address for later hits before counting the view', () => {
    expect(gtagCommands(EVENTS[0] as ShopEvent)[0]).toEqual([
      'set',
      { page_location: 'https://shop.example/goodsdetail?id=7', page_title: 'Anti-CD3 | Lab Shop', page_referrer: '' },
    ]);
    expect(tongjiCommands(EVENTS[0] as ShopEvent)).toEqual([['_trackPageview', '/goodsdetail?id=7']]);
  });

  it('give Tongji one event per shop event, under the same names', () => {
    const categories = EVENTS.slice(1).flatMap((event) => tongjiCommands(event).map((command) => command[1]));
    expect(categories).toEqual(['search', 'view_item', 'view_item_list', 'add_to_inquiry_list', 'begin_inquiry', 'generate_lead', 'purchase']);
    expect(tongjiCommands(EVENTS[7] as ShopEvent)).toEqual([['_trackEvent', 'purchase', 'O202611280001', 'USD', 129.5]]);
  });

  it('never send an email or phone number a buyer typed into the search box', () => {
    const sent = JSON.stringify([...gtagCommands(EVENTS[1] as ShopEvent), ...tongjiCommands(EVENTS[1] as ShopEvent)]);
    expect(sent).not.toContain('me@lab.cn');
    expect(sent).toContain('[email]');
  });
});
