/**
 * How each shop event is told to each tag (docs/product.md §15.6): the gtag.js commands of Google
 * Analytics 4, in its recommended commerce names where one fits (search, view_item,
 * view_item_list, generate_lead, purchase), and the `_hmt` commands of Baidu Tongji, whose events
 * take a category (the same name as in GA4), an action, a label and a number. Pure, so the
 * mapping is tested without either script.
 */
import { analyticsPath, withoutPersonalData } from './personal-data';
import { ITEMS_PER_EVENT, type AnalyticsItem, type ShopEvent } from './events';

type GtagParams = Record<string, string | number | readonly GtagItem[]>;
interface GtagItem {
  item_id: string;
  item_name?: string;
  item_catno?: string;
  quantity?: number;
}
export type GtagCommand = readonly ['set', GtagParams] | readonly ['event', string, GtagParams];
export type TongjiCommand = readonly ['_trackPageview', string] | readonly ['_trackEvent', string, string, string, number?];

function gtagItems(items: readonly AnalyticsItem[]): GtagItem[] {
  return items.slice(0, ITEMS_PER_EVENT).map(({ id, itemno, name, quantity }) => ({
    item_id: String(id),
    ...(name ? { item_name: name } : {}),
    ...(itemno ? { item_catno: itemno } : {}),
    ...(quantity ? { quantity } : {}),
  }));
}

/** The goods an event is about, as Tongji's action: the Cat. No. where known. */
function itemsAction(items: readonly AnalyticsItem[]): string {
  return items
    .slice(0, ITEMS_PER_EVENT)
    .map((item) => item.itemno ?? String(item.id))
    .join(',');
}

export function gtagCommands(event: ShopEvent): GtagCommand[] {
  switch (event.name) {
    case 'page_view':
      // Set for every later hit too, so no event carries the raw address gtag would read itself.
      return [
        ['set', { page_location: event.location, page_title: event.title, page_referrer: event.referrer }],
        ['event', 'page_view', {}],
      ];
    case 'search':
      return [['event', 'search', { search_term: withoutPersonalData(event.term), result_count: event.resultCount }]];
    case 'view_item':
      return [['event', 'view_item', { items: gtagItems([event.item]) }]];
    case 'view_item_list':
      return [['event', 'view_item_list', { item_list_id: event.listId, item_list_name: event.listName, items: gtagItems(event.items) }]];
    case 'add_to_inquiry_list':
      return [['event', 'add_to_inquiry_list', { items: gtagItems([event.item]) }]];
    case 'begin_inquiry':
      return [['event', 'begin_inquiry', { inquiry_source: event.source, items: gtagItems(event.items) }]];
    case 'inquiry_submitted':
      return [['event', 'generate_lead', { lead_source: event.source, items: gtagItems(event.items) }]];
    case 'order_submitted':
      return [['event', 'purchase', { transaction_id: event.orderNo, value: event.value, currency: event.currency, items: gtagItems(event.items) }]];
  }
}

export function tongjiCommands(event: ShopEvent): TongjiCommand[] {
  switch (event.name) {
    case 'page_view':
      return [['_trackPageview', analyticsPath(event.location)]];
    case 'search':
      return [['_trackEvent', 'search', withoutPersonalData(event.term), '', event.resultCount]];
    case 'view_item':
      return [['_trackEvent', 'view_item', itemsAction([event.item]), event.item.name ?? '']];
    case 'view_item_list':
      return [['_trackEvent', 'view_item_list', event.listId, event.listName, event.items.length]];
    case 'add_to_inquiry_list':
      return [['_trackEvent', 'add_to_inquiry_list', itemsAction([event.item]), event.item.name ?? '', event.item.quantity ?? 1]];
    case 'begin_inquiry':
      return [['_trackEvent', 'begin_inquiry', event.source, itemsAction(event.items), event.items.length]];
    case 'inquiry_submitted':
      return [['_trackEvent', 'generate_lead', event.source, itemsAction(event.items), event.items.length]];
    case 'order_submitted':
      return [['_trackEvent', 'purchase', event.orderNo, event.currency, event.value]];
  }
}
