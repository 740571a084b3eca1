import 'server-only';
/**
 * A saved evaluation changes its goods page (count, average, the first few, JSON-LD rating;
 * docs/product.md §12.2): once the API has stored it, the BFF expires that goods item's cache
 * tag, so the next view renders it (hung off the save operation in lib/bff-after-forward.ts).
 */
import { revalidateTag } from 'next/cache';
import { cacheTag } from '@/lib/cache';

/** `data` of a successful saveOrderComments. */
export function revalidateEvaluatedGoods(data: unknown): void {
  const goodsId = typeof data === 'object' && data !== null ? (data as { goodsId?: unknown }).goodsId : undefined;
  if (typeof goodsId === 'number') revalidateTag(cacheTag.goods(goodsId), { expire: 0 });
}
