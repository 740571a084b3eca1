/** The addresses operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../addresses';

export const addressesApi = {
  listAddress: operation<{ input: typeof contract.AddressListRequest; data: typeof contract.AddressList }>()({
    path: '/user/tbmailinginfo/listAddress',
    mode: 'post',
    access: 'customer',
    islands: false,
  }),
  addAddress: operation<{ input: typeof contract.AddAddressRequest; data: typeof contract.Address }>()({
    path: '/user/tbmailinginfo/addAddress',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  updateAddress: operation<{ input: typeof contract.UpdateAddressRequest; data: typeof contract.Address }>()({
    path: '/user/tbmailinginfo/updateAddress',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  delete: operation<{ input: typeof contract.DeleteAddressRequest; data: typeof contract.AddressId }>()({
    path: '/user/tbmailinginfo/delete',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  defaultAddress: operation<{ input: typeof contract.AddressListRequest; data: typeof contract.DefaultAddress }>()({
    path: '/user/tbmailinginfo/defaultAddress',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
};
