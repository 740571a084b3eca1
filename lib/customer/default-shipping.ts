import 'server-only';
/**
 * The shipping fields of the points exchange and the trial application, prefilled from the
 * customer's default receiving address (docs/product.md §2.10, §2.11). A prefill is a convenience:
 * when the address book cannot be read the form starts empty rather than failing the page.
 */
import { isApiError } from '@/lib/api/errors';
import { getAddresses } from '@/lib/api/orders';
import { countryName } from '@/lib/company/distributors';
import type { Locale } from '@/lib/i18n/locales';
import { shippingPrefill, type ShippingPrefill } from '@/lib/orders/address-line';

export async function defaultShipping(token: string, locale: Locale): Promise<ShippingPrefill | null> {
  try {
    return shippingPrefill(await getAddresses(token, locale), (code) => countryName(code, locale));
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}
