/** @jest-environment node */
import { formKeys, newIdempotencyKey } from './idempotency-key';
import { emptyInquiry, fieldError, inquiryPayload, isValid, trimmed, validateInquiry, type InquiryValues } from './inquiry-form';

const filled: InquiryValues = {
  name: ' Ada Lovelace ',
  company: ' Analytical Engines Ltd ',
  country: 'GB',
  email: ' ada@example.co.uk ',
  phone: ' +44 20 7946 0000 ',
  message: ' 2 vials of anti-GAPDH, please. ',
  tm: '  ',
};

describe('inquiry form rules', () => {
  it('asks for every required field of an empty form', () => {
    expect(validateInquiry(emptyInquiry())).toEqual({
      name: 'nameRequired',
      company: 'companyRequired',
      country: 'countryRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      message: 'messageRequired',
    });
  });

  it('treats blank input as missing, since inputs are trimmed', () => {
    expect(fieldError('name', '   ')).toBe('nameRequired');
    expect(fieldError('tm', '   ')).toBeNull();
  });

  it('checks the email against a simple address pattern', () => {
    for (const good of ['a@b.co', 'first.last+tag@mail.example.com', ' ada@example.org ']) expect(fieldError('email', good)).toBeNull();
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'ada@example..com', 'a@b@c.com']) {
      expect(fieldError('email', bad)).toBe('emailInvalid');
    }
  });

  it('reads the phone in the chosen country and refuses letters (libphonenumber-js)', () => {
    expect(fieldError('phone', 'abc', 'GB')).toBe('phoneInvalid');
    expect(fieldError('phone', '020 7946 0000', 'GB')).toBeNull();
    expect(fieldError('phone', '138 0013 8000', 'CN')).toBeNull();
    expect(validateInquiry({ ...filled, phone: 'abc' })).toEqual({ phone: 'phoneInvalid' });
  });

  it('accepts extensions and the 00 prefix in any chosen country, like the API (contract/phone.ts)', () => {
    expect(fieldError('phone', '+1 (617) 555-0123 ext. 204', 'US')).toBeNull();
    for (const country of ['DE', 'US', 'CN', 'GB']) expect(fieldError('phone', '0049 30 1234567', country)).toBeNull();
  });

  it('accepts a complete form', () => {
    expect(isValid(validateInquiry(filled))).toBe(true);
    expect(trimmed(filled).name).toBe('Ada Lovelace');
  });

  it('builds a trimmed body without an empty tm', () => {
    expect(inquiryPayload(filled)).toEqual({
      name: 'Ada Lovelace',
      company: 'Analytical Engines Ltd',
      country: 'GB',
      email: 'ada@example.co.uk',
      phone: '+44 20 7946 0000',
      message: '2 vials of anti-GAPDH, please.',
    });
    expect(inquiryPayload({ ...filled, tm: ' wechat-ada ' }).tm).toBe('wechat-ada');
  });

  it('adds the goods, and fromCart only when the inquiry comes from the inquiry list', () => {
    const goodsList = [{ goodsId: 7, skuId: 71, quantity: 2 }];
    expect(inquiryPayload(filled, { goodsList })).toMatchObject({ goodsList });
    expect(inquiryPayload(filled, { goodsList })).not.toHaveProperty('fromCart');
    expect(inquiryPayload(filled, { goodsList, fromCart: true })).toMatchObject({ goodsList, fromCart: true });
  });
});

describe('idempotency keys', () => {
  it('makes UUID v4 keys, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const insecure = { getRandomValues: <T extends Uint8Array>(array: T): T => globalThis.crypto.getRandomValues(array) };
    expect(newIdempotencyKey(insecure)).toMatch(uuid);
    expect(newIdempotencyKey(insecure)).not.toBe(newIdempotencyKey(insecure));
  });

  it('reuses the key while the same form is sent again, and changes it with the form', () => {
    let made = 0;
    const keys = formKeys(() => `key-${(made += 1)}`);
    const body = inquiryPayload(filled);
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1');
    expect(keys.keyFor({ ...body, phone: '123' })).toBe('key-2');
    expect(keys.keyFor({ ...body, phone: '123' })).toBe('key-2');
    expect(formKeys(() => 'other').keyFor(body)).toBe('other');
  });
});
