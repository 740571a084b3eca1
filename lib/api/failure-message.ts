/**
 * What a customer reads about a failed call (docs/product.md §8): one sentence of messages/*.json
 * (namespace `apiFailure`) chosen from the failure's code and the field its msg names. The API's
 * msg ("password: the account or password is incorrect") is developer text: it goes to logs and
 * to other programs, never onto a page. Pure, so islands and server pages share it.
 */
import { CODE } from '@/contract/codes';
import { TRIAL_INTERVAL_DAYS, TRIAL_MAX_SAMPLES } from '@/contract/trial-rules';
import { FOLLOW_UP_MAX_LENGTH } from '@/contract/inquiry-rules';

/** Our codes for failures where no envelope arrived (lib/api/errors.ts re-exports them). */
export const TRANSPORT_CODE = { network: -1, timeout: -2, cancelled: -3, malformed: -4 } as const;

/**
 * A message key of messages/*.json and the values its ICU text takes; `fallbackKey` is the
 * code's general sentence, for an island handed only some of the namespace (the goods page).
 */
export interface FailureMessage {
  key: string;
  values?: Record<string, number>;
  fallbackKey: string;
}

/** The namespace every island that shows failures receives (components/ui/island-messages.tsx). */
export const FAILURE_NAMESPACE = 'apiFailure';

/** The last resort of every failure text: in 'common', which every island's messages hold. */
export const GENERAL_FAILURE_KEY = 'common.serverError';

type Sentence = Omit<FailureMessage, 'fallbackKey'>;
const message = (name: string, values?: Record<string, number>): Sentence => ({ key: `${FAILURE_NAMESPACE}.${name}`, ...(values && { values }) });

/**
 * The field a msg names, indices as `*` ('goods.0.skuId: …' → 'goods.*.skuId'), or null when the
 * msg names none. The API's Chinese messages use a full-width colon.
 * @internal exported for its tests
 */
export function failureField(msg: string): string | null {
  const match = /^([A-Za-z][\w-]*(?:\.[\w-]+)*)\s*[:：]/.exec(msg);
  if (!match) return null;
  return match[1]!
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? '*' : part))
    .join('.');
}

type Rule = readonly [codes: readonly number[], fields: readonly string[], message: Sentence];

/** Failures a customer can act on, by code and field; the first match wins. */
const FIELD_RULES: readonly Rule[] = [
  [[CODE.invalid], ['password'], message('wrongPassword')],
  [[CODE.invalid], ['oldPassword'], message('wrongOldPassword')],
  [[CODE.invalid], ['code'], message('wrongCode')],
  [[CODE.invalid], ['account'], message('noAccount')],
  [[CODE.conflict], ['account', 'email', 'mobile'], message('accountTaken')],
  [[CODE.invalid], ['email'], message('email')],
  [[CODE.invalid], ['mobile', 'phone'], message('mobile')],
  [[CODE.rateLimited], ['email', 'mobile'], message('codeTooSoon')],
  [[CODE.invalid], ['appliedAt'], message('trialTooSoon', { days: TRIAL_INTERVAL_DAYS })],
  [[CODE.invalid], ['laboratory'], message('trialLaboratory')],
  [[CODE.invalid], ['goodsIds'], message('trialSamples', { count: TRIAL_MAX_SAMPLES })],
  [[CODE.invalid], ['remark'], message('remarkTooLong')],
  [[CODE.invalid], ['body'], message('followUp', { max: FOLLOW_UP_MAX_LENGTH })],
  [[CODE.notFound], ['goods.*', 'goods.*.skuId'], message('notInInquiryList')],
  [[CODE.invalid], ['goods.*', 'goods.*.skuId', 'goodsList.*.skuId', 'skuId'], message('goodsUnavailable')],
  [[CODE.invalid], ['lines.*'], message('quoteGoodsUnavailable')],
  [[CODE.invalid], ['validUntil'], message('quoteExpired')],
  [[CODE.invalid], ['status'], message('quoteDecided')],
  [[CODE.notFound], ['goodsId', 'goodsList.*.goodsId', 'itemId'], message('goodsUnavailable')],
  [[CODE.invalid], ['couponId'], message('coupon')],
  [[CODE.conflict], ['expectedTotal'], message('priceChanged')],
  [[CODE.invalid], ['fileName', 'size', 'upfile', 'avatarId', 'chunk', 'chunks', 'attachments'], message('fileRefused')],
  [[CODE.invalid], ['addresses'], message('tooManyAddresses')],
  [[CODE.invalid], ['country'], message('country')],
  [[CODE.invalid], ['points'], message('notEnoughPoints')],
  [[CODE.invalid], ['lines.*.quantity', 'quantity'], message('quantity')],
];

/** Every other failure, by code alone; transport failures keep the generic texts of docs/product.md §8. */
const CODE_MESSAGES: Readonly<Record<number, Sentence>> = {
  [CODE.notFound]: message('notFound'),
  [CODE.invalid]: message('invalid'),
  [CODE.unauthorized]: message('loginAgain'),
  [CODE.sessionExpired]: message('loginAgain'),
  [CODE.conflict]: message('conflict'),
  [CODE.rateLimited]: message('rateLimited'),
  [CODE.internal]: { key: GENERAL_FAILURE_KEY },
  [TRANSPORT_CODE.network]: { key: 'common.networkError' },
  [TRANSPORT_CODE.timeout]: { key: 'common.requestTimeout' },
  [TRANSPORT_CODE.cancelled]: { key: 'common.routeCancelled' },
  [TRANSPORT_CODE.malformed]: { key: 'common.badResponse' },
};

/** The sentence for a failure `{ code, msg }` (an ApiError or an envelope): never the msg itself. */
export function failureMessage({ code, msg }: { code: number; msg?: string | null }): FailureMessage {
  const general = CODE_MESSAGES[code] ?? { key: GENERAL_FAILURE_KEY };
  const field = failureField(msg ?? '');
  const rule = field ? FIELD_RULES.find(([codes, fields]) => codes.includes(code) && fields.includes(field)) : undefined;
  return { ...(rule ? rule[2] : general), fallbackKey: general.key };
}
