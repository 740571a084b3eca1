import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { ApiError, TRANSPORT_CODE } from './errors';
import { failureField, failureMessage } from './failure-message';
import { failureTextWith, type FailureTranslator } from './failure-text';

type Messages = { [key: string]: string | Messages };

/** A translator over a whole message file, as next-intl's `useTranslations()` is over an island's part. */
function translator(messages: Messages, only?: (key: string) => boolean): FailureTranslator {
  const lookup = (key: string) => {
    if (only && !only(key)) return undefined;
    const value = key.split('.').reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
    return typeof value === 'string' ? value : undefined;
  };
  const t = (key: string, values?: Record<string, number>) => {
    const text = lookup(key);
    if (text === undefined) return key;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
  };
  return Object.assign(t, { has: (key: string) => lookup(key) !== undefined });
}

const say = (messages: Messages, failure: unknown, only?: (key: string) => boolean) => failureTextWith(translator(messages, only))(failure);

describe('failureField', () => {
  it('reads the field a msg names, indices as *', () => {
    expect(failureField('password: the account or password is incorrect')).toBe('password');
    expect(failureField('goods.0: goods item 31 with SKU 72 is not in your inquiry list')).toBe('goods.*');
    expect(failureField('goods.12.skuId: choose a specification')).toBe('goods.*.skuId');
    expect(failureField('appliedAt：每 3 天只能申请一次免费试用')).toBe('appliedAt');
  });

  it('finds none in a sentence', () => {
    expect(failureField('Too many failed password logins from this address; try again in 60 s')).toBeNull();
    expect(failureField('')).toBeNull();
  });
});

describe('failureMessage', () => {
  it('chooses a sentence by code and field', () => {
    expect(failureMessage({ code: 400, msg: 'password: the account or password is incorrect' }).key).toBe('apiFailure.wrongPassword');
    expect(failureMessage({ code: 3, msg: 'goods.0: goods item 31 with SKU 72 is not in your inquiry list' }).key).toBe('apiFailure.notInInquiryList');
    expect(failureMessage({ code: 400, msg: 'appliedAt: one free trial per 3 days; you can apply again from 2026-06-01 10:00' })).toEqual({
      key: 'apiFailure.trialTooSoon',
      values: { days: 3 },
      fallbackKey: 'apiFailure.invalid',
    });
    expect(failureMessage({ code: 409, msg: 'email: another account already uses it' }).key).toBe('apiFailure.accountTaken');
    expect(failureMessage({ code: 400, msg: 'lines.1: Cat. No. AB1022 of quote 4 is off shelf or no longer sold' }).key).toBe(
      'apiFailure.quoteGoodsUnavailable',
    );
    expect(failureMessage({ code: 400, msg: 'validUntil: quote 4 expired on 2026-05-01 12:00 UTC' }).key).toBe('apiFailure.quoteExpired');
    expect(failureMessage({ code: 400, msg: 'status: quote 4 was declined and can no longer be accepted' }).key).toBe('apiFailure.quoteDecided');
  });

  it('falls back to the code when the field is not one a customer can act on', () => {
    expect(failureMessage({ code: 400, msg: 'Idempotency-Key: must be 1–200 visible ASCII characters' }).key).toBe('apiFailure.invalid');
    expect(failureMessage({ code: 429, msg: 'Too many failed password logins from this address' }).key).toBe('apiFailure.rateLimited');
    expect(failureMessage({ code: 402, msg: 'token: the login has expired; please log in again' }).key).toBe('apiFailure.loginAgain');
    expect(failureMessage({ code: 500, msg: 'internal error' }).key).toBe('common.serverError');
    expect(failureMessage({ code: 777, msg: 'password: odd' }).key).toBe('common.serverError');
  });

  it('keeps the generic transport texts of docs/product.md §8', () => {
    expect(new ApiError({ code: TRANSPORT_CODE.network, msg: 'fetch failed' }).messageKey).toBe('common.networkError');
    expect(new ApiError({ code: TRANSPORT_CODE.malformed, msg: '/x: data: expected object' }).messageKey).toBe('common.badResponse');
  });

  it('names only keys both message files hold', () => {
    const samples = [
      ...[3, 400, 401, 402, 409, 429, 500, -1, -2, -3, -4].map((code) => ({ code, msg: '' })),
      ...[
        'password',
        'oldPassword',
        'code',
        'account',
        'email',
        'mobile',
        'appliedAt',
        'laboratory',
        'goodsIds',
        'remark',
        'body',
        'goods.0',
        'couponId',
        'fileName',
        'addresses',
        'country',
        'points',
        'lines.0.quantity',
        'lines.0',
        'validUntil',
        'status',
      ].map((field) => ({ code: 400, msg: `${field}: x` })),
      ...['account', 'email', 'expectedTotal'].map((field) => ({ code: 409, msg: `${field}: x` })),
      ...['goods.3', 'goodsId'].map((field) => ({ code: 3, msg: `${field}: x` })),
      { code: 429, msg: 'email: a code was sent less than a minute ago' },
    ];
    for (const messages of [en, zh] as Messages[]) {
      for (const sample of samples) {
        const { key, fallbackKey } = failureMessage(sample);
        expect([key, translator(messages).has(key)]).toEqual([key, true]);
        expect([fallbackKey, translator(messages).has(fallbackKey)]).toEqual([fallbackKey, true]);
      }
    }
  });
});

describe('failureTextWith', () => {
  const reports = [
    new ApiError({ code: 400, msg: 'password: the account or password is incorrect' }),
    new ApiError({ code: 400, msg: 'appliedAt: one free trial per 3 days; you can apply again from 2026-06-01 10:00' }),
    new ApiError({ code: 3, msg: 'goods.0: goods item 31 with SKU 72 is not in your inquiry list' }),
    { code: 400, msg: 'code: the code has expired; request a new one' },
    { code: 429, msg: 'email: at most 5 codes per hour; try again in 30 s' },
  ];

  it('says a sentence of the page language, never the msg or a field path', () => {
    for (const messages of [en, zh] as Messages[]) {
      for (const failure of reports) {
        const text = say(messages, failure);
        expect(text).not.toMatch(/^[A-Za-z][\w.]*\s*[:：]/);
        expect(text).not.toContain((failure as { msg: string }).msg);
        expect(text).not.toMatch(/^(apiFailure|common)\./);
      }
    }
    expect(say(en as Messages, reports[0])).toBe('The account or password is incorrect.');
    expect(say(zh as Messages, reports[0])).toBe('账号或密码错误。');
    expect(say(en as Messages, reports[1])).toBe('You can apply for one free trial every 3 days. Please apply again later.');
  });

  it("says the code's sentence when the island holds only part of apiFailure", () => {
    const goodsPage = (key: string) => !key.startsWith('apiFailure.') || key === 'apiFailure.invalid';
    expect(say(en as Messages, reports[0], goodsPage)).toBe(en.apiFailure.invalid);
    expect(say(en as Messages, reports[4], goodsPage)).toBe(en.common.serverError);
  });

  it('never shows a string it is handed', () => {
    expect(say(en as Messages, 'password: the account or password is incorrect')).toBe(en.account.failed);
  });
});
