/** The trial rules' refusals in both languages (docs/product.md §2.10); each names its field. */
import type { Lang } from '../http/locale';
import { TRIAL_INTERVAL_DAYS, TRIAL_MAX_SAMPLES, TRIAL_REMARK_MAX_WORDS } from '../../contract/trial-rules';

const MESSAGES = {
  tooSoon: (next: string) => ({
    en: `appliedAt: one free trial per ${TRIAL_INTERVAL_DAYS} days; you can apply again from ${next}`,
    zh: `appliedAt：每 ${TRIAL_INTERVAL_DAYS} 天只能申请一次免费试用，请于 ${next} 后再申请`,
  }),
  tooManySamples: () => ({
    en: `goodsIds: at most ${TRIAL_MAX_SAMPLES} samples per application`,
    zh: `goodsIds：每次最多申请 ${TRIAL_MAX_SAMPLES} 个样品`,
  }),
  remarkTooLong: (words: number) => ({
    en: `remark: at most ${TRIAL_REMARK_MAX_WORDS} words (${words} given)`,
    zh: `remark：备注最多 ${TRIAL_REMARK_MAX_WORDS} 字（当前 ${words} 字）`,
  }),
  laboratoryTaken: () => ({
    en: 'laboratory: this laboratory has already applied for a free trial (one application per laboratory)',
    zh: 'laboratory：该实验室已申请过免费试用（每个实验室限申请一次）',
  }),
  laboratoryUnclear: () => ({
    en: 'laboratory: please give the institution and the laboratory name',
    zh: 'laboratory：请填写单位和实验室名称',
  }),
  notTrialGoods: (id: number) => ({
    en: `goodsIds: goods item ${id} is not a trial product on shelf`,
    zh: `goodsIds：商品 ${id} 不是在架的试用产品`,
  }),
} as const;

type Key = keyof typeof MESSAGES;

export function trialMessage<K extends Key>(lang: Lang, key: K, ...args: Parameters<(typeof MESSAGES)[K]>): string {
  const make = MESSAGES[key] as (...a: Parameters<(typeof MESSAGES)[K]>) => { en: string; zh: string };
  return make(...args)[lang];
}
