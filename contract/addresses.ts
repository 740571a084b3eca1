/** Receiving addresses (docs/product.md §11.1): the /user/tbmailinginfo family. */
import { z } from 'zod';
import { intField, userIdField } from './fields';
import { whole } from './envelope';
import { isPhoneNumber, storedPhone } from './phone';
import { ADDRESS_MAX_LENGTH } from './order-rules';

export const Address = z
  .object({
    id: whole(),
    consignee: z.string(),
    mobile: z.string(),
    /** ISO 3166-1 alpha-2. */
    country: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    detail: z.string(),
    postcode: z.string(),
    company: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' });

/** The default address, or null when the customer has none. */
export const DefaultAddress = Address.nullable();
export type Address = z.infer<typeof Address>;

export const AddressList = z.object({ list: z.array(Address) });
export const AddressId = z.object({ id: whole() });

/** Control characters have no place in an address label. */
const withoutControls = (value: unknown) => (typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ') : value);

const required = (max: number, missing: string) =>
  z.preprocess(
    withoutControls,
    z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : 'must be text') })
      .trim()
      .min(1, { error: missing, abort: true })
      .max(max, { error: `must be at most ${max} characters` }),
  );

const optional = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : withoutControls(value)),
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, { error: `must be at most ${max} characters` }),
  );

const addressFields = {
  consignee: required(ADDRESS_MAX_LENGTH.consignee, 'please enter the consignee').meta({ example: 'Jane Doe' }),
  mobile: required(ADDRESS_MAX_LENGTH.mobile, 'please enter a mobile number').meta({ example: '13800138000' }),
  country: required(8, 'please choose a country')
    .pipe(z.string().regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter country code such as CN' }))
    .transform((code) => code.toUpperCase())
    .meta({ description: 'ISO 3166-1 alpha-2', example: 'CN' }),
  province: optional(ADDRESS_MAX_LENGTH.province).meta({ example: 'Jiangsu' }),
  city: optional(ADDRESS_MAX_LENGTH.city).meta({ example: 'Nanjing' }),
  district: optional(ADDRESS_MAX_LENGTH.district).meta({ example: 'Jiangning' }),
  detail: required(ADDRESS_MAX_LENGTH.detail, 'please enter the detailed address').meta({ example: '12 Science Park Road, Building 3' }),
  postcode: optional(ADDRESS_MAX_LENGTH.postcode)
    .pipe(z.string().regex(/^[0-9A-Za-z -]*$/, { error: 'must be letters, digits, spaces or dashes' }))
    .meta({ example: '211100' }),
  company: optional(ADDRESS_MAX_LENGTH.company).meta({ example: 'Example University' }),
  isDefault: z
    .preprocess((value) => value === true || value === 1 || value === '1' || value === 'true', z.boolean())
    .default(false)
    .meta({ description: 'Make it the default address', example: false }),
  userId: userIdField(),
};

/**
 * The mobile read in the chosen country (contract/phone.ts), once both fields passed their own
 * rules: any plausible number is kept, in E.164 when possible.
 */
const withMobileInCountry = <T extends z.ZodObject<typeof addressFields>>(schema: T) =>
  schema
    .refine((value) => isPhoneNumber(value.mobile, value.country), {
      path: ['mobile'],
      error: 'must be a phone number',
      when: (payload) => payload.issues.length === 0,
    })
    .overwrite((value) => ({ ...value, mobile: storedPhone(value.mobile, value.country) }));

const addressIdField = () =>
  intField()
    .pipe(z.number().min(1, { error: 'must be an address id' }))
    .meta({ description: 'Address id', example: 1 });

/** The request of user/tbmailinginfo/addAddress. */
export const AddAddressRequest = withMobileInCountry(z.object(addressFields));
export type AddAddressRequest = z.infer<typeof AddAddressRequest>;

/** The request of user/tbmailinginfo/updateAddress. */
export const UpdateAddressRequest = withMobileInCountry(z.object({ ...addressFields, id: addressIdField() }));

/** The request of user/tbmailinginfo/delete. */
export const DeleteAddressRequest = z.object({ id: addressIdField(), userId: userIdField() });

/** The request of user/tbmailinginfo/listAddress and /user/tbmailinginfo/defaultAddress. */
export const AddressListRequest = z.object({ userId: userIdField() });
