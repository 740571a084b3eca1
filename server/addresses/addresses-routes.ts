/** Receiving addresses of the logged-in customer (docs/product.md §11.1). Every route needs the token. */
import { ok } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { addAddress, defaultAddress, deleteAddress, listAddresses, updateAddress } from './addresses';
import { AddAddressRequest, Address, AddressId, AddressList, AddressListRequest, DeleteAddressRequest, UpdateAddressRequest } from '../../contract/addresses';
import { DefaultAddress } from '../../contract/addresses';
import { addressesApi } from '../../contract/operations/addresses';

const TAG = 'Receiving addresses';
const FIELDS =
  'Fields: consignee (1–50), mobile (possible in the chosen country), country (ISO alpha-2 of the country dictionary), province, city, district ' +
  '(text, optional, ≤50), detail (1–200), postcode (≤16), company (≤100), isDefault. Errors name the field.';

export const addressRoutes = [
  defineCustomerRoute({
    operation: addressesApi.listAddress,
    data: AddressList,
    tag: TAG,
    summary: "The customer's receiving addresses, the default first",
    description: 'Answers data { list: Address[] }.',
    input: AddressListRequest,
    handler: async (_input, { db, customer }) => ok({ list: await listAddresses(db, customer.userId) }),
  }),
  defineCustomerRoute({
    operation: addressesApi.addAddress,
    data: Address,
    tag: TAG,
    summary: 'Adds a receiving address',
    description: `${FIELDS} The first address becomes the default; isDefault true clears the previous default in the same transaction. At most 20 addresses.`,
    input: AddAddressRequest,
    handler: async ({ userId: _userId, ...fields }, { db, customer }) => ok(await addAddress(db, customer.userId, fields)),
  }),
  defineCustomerRoute({
    operation: addressesApi.updateAddress,
    data: Address,
    tag: TAG,
    summary: 'Changes a receiving address',
    description: `${FIELDS} id: one of the customer's addresses, else code 3. The default stays default even with isDefault false.`,
    input: UpdateAddressRequest,
    handler: async ({ userId: _userId, id, ...fields }, { db, customer }) => ok(await updateAddress(db, customer.userId, id, fields)),
  }),
  defineCustomerRoute({
    operation: addressesApi.delete,
    data: AddressId,
    tag: TAG,
    summary: 'Deletes a receiving address',
    description: "Answers data { id }. Another customer's or an unknown id: code 3. Deleting the default makes the newest remaining address the default.",
    input: DeleteAddressRequest,
    async handler({ id }, { db, customer }) {
      await deleteAddress(db, customer.userId, id);
      return ok({ id });
    },
  }),
  defineCustomerRoute({
    operation: addressesApi.defaultAddress,
    data: DefaultAddress,
    tag: TAG,
    summary: "The customer's default receiving address",
    description: 'Answers data: the Address, or null when the customer has none.',
    input: AddressListRequest,
    handler: async (_input, { db, customer }) => ok(await defaultAddress(db, customer.userId)),
  }),
];
