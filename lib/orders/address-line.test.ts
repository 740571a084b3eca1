import type { Address } from '@/contract/addresses';
import { addressLine, shippingPrefill } from './address-line';

const address = (overrides: Partial<Address>): Address => ({
  id: 1,
  consignee: 'Chen Li',
  mobile: '+86 138 0013 8000',
  country: 'CN',
  province: 'Shanghai',
  city: 'Shanghai',
  district: 'Pudong',
  detail: 'Room 501, 88 Keyuan Road',
  postcode: '201203',
  company: 'Chen Lab',
  isDefault: false,
  ...overrides,
});
const names = (code: string) => ({ CN: 'China', DE: 'Germany' })[code] ?? code;

test('an address line leaves its empty parts out', () => {
  expect(addressLine({ detail: '1 Main St', district: '', city: 'Berlin', province: '', countryName: 'Germany', postcode: '' })).toBe(
    '1 Main St, Berlin, Germany',
  );
});

test('the default address prefills consignee, mobile and the address line with the country named', () => {
  const book = [address({ id: 1, consignee: 'Someone else' }), address({ id: 2, isDefault: true })];
  expect(shippingPrefill(book, names)).toEqual({
    consignee: 'Chen Li',
    mobile: '+86 138 0013 8000',
    address: 'Room 501, 88 Keyuan Road, Pudong, Shanghai, Shanghai, China, 201203',
  });
});

test('without a default address nothing is prefilled', () => {
  expect(shippingPrefill([address({})], names)).toBeNull();
  expect(shippingPrefill([], names)).toBeNull();
});

test('a prefilled address line fits the form (200 characters)', () => {
  const prefill = shippingPrefill([address({ isDefault: true, detail: 'x'.repeat(300) })], names);
  expect(prefill?.address).toHaveLength(200);
});
