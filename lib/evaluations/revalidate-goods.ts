import 'server-only';
/**
 * A saved evaluation changes its goods page (count, average, the first few, JSON-LD rating;
 * docs/product.md §12.2): once the API has stored it, the BFF expires that goods item's cache
 * tag, so the next view renders it. Other paths pass untouched.
 */
import { revalidateTag } from 'next/cache';
import { cacheTag } from '@/lib/cache';

const SAVE_EVALUATION_PATH = '/online/toOrderComments/saveOrderComments';

export function revalidateAfterForward(path: string, envelope: unknown): void {
  if (path !== SAVE_EVALUATION_PATH || typeof envelope !== 'object' || envelope === null) return;
  const { code, data } = envelope as { code?: unknown; data?: { goodsId?: unknown } };
  if (code !== 0 || typeof data?.goodsId !== 'number') return;
  revalidateTag(cacheTag.goods(data.goodsId), { expire: 0 });
}
