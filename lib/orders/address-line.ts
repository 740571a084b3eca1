/**
 * A receiving address (docs/product.md §11.1) as one line, and the shipping fields of the points
 * exchange and the trial application prefilled from the customer's default address (§2.10, §2.11).
 * Pure: the pages fetch the address book, the address book and the forms show the result.
 */
import type { Address } from '@/contract/addresses';
import { TRIAL_TEXT_MAX } from '@/contract/trial-rules';

/** The parts of an address its line is written from, the country already named in the page's language. */
interface AddressLineParts {
  detail: string;
  district: string;
  city: string;
  province: string;
  countryName: string;
  postcode: string;
}

/** 'Room 501, 88 Keyuan Road, Pudong, Shanghai, Shanghai, China, 201203': the empty parts left out. */
export const addressLine = (address: AddressLineParts): string =>
  [address.detail, address.district, address.city, address.province, address.countryName, address.postcode].filter(Boolean).join(', ');

/** The shipping fields both forms carry (contract/trials.ts shippingFields). */
export interface ShippingPrefill {
  consignee: string;
  mobile: string;
  address: string;
}

/**
 * The default address as the forms' shipping fields, or null without one. The line is cut to what
 * the form accepts (TRIAL_TEXT_MAX), so a prefilled form is never refused for its length.
 */
export function shippingPrefill(addresses: readonly Address[], nameOfCountry: (code: string) => string): ShippingPrefill | null {
  const chosen = addresses.find((address) => address.isDefault);
  if (!chosen) return null;
  const line = addressLine({ ...chosen, countryName: chosen.country ? nameOfCountry(chosen.country) : '' });
  return { consignee: chosen.consignee, mobile: chosen.mobile, address: line.slice(0, TRIAL_TEXT_MAX).trim() };
}
