import 'server-only';
/** Validation figures of an antibody (docs/product.md §2.6, §7.3). */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { ValidationFigures, type ValidationFigure } from '@/contract/validation';
import { parseAnswer } from './answer';
import { api } from './config';

export type { ValidationFigure } from '@/contract/validation';

export async function getValidationFigures(goodsId: number, locale: Locale): Promise<ValidationFigure[]> {
  const path = '/online/togoods/validation';
  const raw = await api.request<unknown>('post', path, { goodsId }, {
    locale,
    idempotent: true,
    next: { revalidate: cacheLife.goods, tags: [cacheTag.goods(goodsId)] },
  });
  return parseAnswer(ValidationFigures, raw, path).list;
}
