/** The addresses operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  AddAddressRequest,
  Address,
  AddressId,
  AddressList,
  AddressListRequest,
  DefaultAddress,
  DeleteAddressRequest,
  UpdateAddressRequest,
} from '../addresses';

export const addressesApi = {
  listAddress: operation<{ input: typeof AddressListRequest; data: typeof AddressList }>()({
    path: '/user/tbmailinginfo/listAddress',
    mode: 'post',
    access: 'customer',
    islands: false,
  }),
  addAddress: operation<{ input: typeof AddAddressRequest; data: typeof Address }>()({
    path: '/user/tbmailinginfo/addAddress',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  updateAddress: operation<{ input: typeof UpdateAddressRequest; data: typeof Address }>()({
    path: '/user/tbmailinginfo/updateAddress',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  delete: operation<{ input: typeof DeleteAddressRequest; data: typeof AddressId }>()({
    path: '/user/tbmailinginfo/delete',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  defaultAddress: operation<{ input: typeof AddressListRequest; data: typeof DefaultAddress }>()({
    path: '/user/tbmailinginfo/defaultAddress',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
};
