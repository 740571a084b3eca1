/**
 * The events a server page announces (components/analytics/analytics.tsx `TrackView`), built from
 * what the page already has: goods as the catalogue lists them.
 */
import { ITEMS_PER_EVENT, type AnalyticsItem, type PageEvent } from './events';

interface ListedGoods {
  id: number;
  itemno: string;
  title: string;
}

function analyticsItem({ id, itemno, title }: ListedGoods): AnalyticsItem {
  return { id, itemno, name: title };
}

/** A goods page viewed. */
export function viewItem(goods: ListedGoods): PageEvent {
  return { name: 'view_item', item: analyticsItem(goods) };
}

/** A list of goods shown: `listId` names it for reports (a category code), `listName` as the page titles it. */
export function viewItemList(listId: string, listName: string, goods: readonly ListedGoods[]): PageEvent {
  return { name: 'view_item_list', listId, listName, items: goods.slice(0, ITEMS_PER_EVENT).map(analyticsItem) };
}

/** A search answered, with the number of goods it found. */
export function searchAnswered(term: string, resultCount: number): PageEvent {
  return { name: 'search', term, resultCount };
}
