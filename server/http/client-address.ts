/**
 * The visitor's address for the API's per-client limits, by the storefront's rule
 * (lib/client-address.ts, docs/architecture.md §4 security): the X-Forwarded-For chain with the
 * socket's peer appended, read TRUST_PROXY_HOPS + 1 entries from the right. The one more hop is
 * the storefront's BFF, the API's caller, which appends its own peer to the chain; so both
 * programs arrive at the same address, and what a client wrote further left never counts.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** X-Forwarded-For entries, left to right, blanks dropped. */
function forwardedChain(forwardedFor: string | undefined): string[] {
  return (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The entry `hops` from the right of `chain` (the socket's peer last); the last when the chain is shorter.
 * @internal exported for its tests
 */
export function clientAddressOf(chain: readonly string[], hops: number): string | undefined {
  const index = chain.length - 1 - Math.max(0, Math.trunc(hops));
  return index >= 0 ? chain[index] : chain.at(-1);
}

/** The socket's peer; none for a request handed to the app in-process (tests). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The visitor of `c`, trusting `proxyHops` proxies in front of the storefront. */
export function clientAddress(c: Context, proxyHops: number): string | undefined {
  const chain = forwardedChain(c.req.header('x-forwarded-for'));
  const socket = socketAddress(c);
  if (socket) chain.push(socket);
  return clientAddressOf(chain, proxyHops + 1);
}
