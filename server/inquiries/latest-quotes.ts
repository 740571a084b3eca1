/**
 * THE SEAM FOR QUOTES (docs/product.md §2.13): the latest quote of each inquiry, which the buyer's
 * inquiry state reads (contract/inquiry-rules.ts). The quotes (table `quotes`: inquiry_id, status,
 * valid_until) are built on their own branch; until they arrive no inquiry has a quote, so this
 * answers an empty map. The quotes branch fills this one function in (latest by creation per
 * inquiry) and nothing else needs to change.
 */
import type { Db } from '../db/client';
import type { LatestQuote } from '../../contract/inquiry-rules';

export async function latestQuotesOf(_db: Db, _inquiryIds: readonly number[]): Promise<Map<number, LatestQuote>> {
  return new Map();
}
