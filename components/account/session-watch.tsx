'use client';
import { useEffect } from 'react';
import { publishCustomer } from './known-customer';
import { useCustomer } from './use-customer';

/** Asks for the session (SWR, shared with every island) and tells the account corner the answer. Renders nothing. */
export function SessionWatch() {
  const { customer } = useCustomer();
  useEffect(() => {
    if (customer !== undefined) publishCustomer(customer);
  }, [customer]);
  return null;
}
