/** @jest-environment node */
import { requiredFieldProblems } from './shipping-fields';

const texts = { required: (field: string) => `${field}: please fill this in`, mobileInvalid: 'bad mobile' };
const FIELDS = ['consignee', 'mobile', 'address'] as const;

describe('requiredFieldProblems', () => {
  it('names every blank field', () => {
    expect(requiredFieldProblems(FIELDS, { consignee: ' ', mobile: '', address: 'x' }, texts)).toEqual({
      consignee: 'consignee: please fill this in',
      mobile: 'mobile: please fill this in',
    });
  });

  it('refuses a mobile that is no phone number, keeps one that is', () => {
    expect(requiredFieldProblems(FIELDS, { consignee: 'Jane', mobile: 'call me', address: 'x' }, texts)).toEqual({ mobile: 'bad mobile' });
    expect(requiredFieldProblems(FIELDS, { consignee: 'Jane', mobile: '+86 138 0013 8000', address: 'x' }, texts)).toEqual({});
  });
});
