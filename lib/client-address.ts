/**
 * The visitor's address, derived one way (docs/architecture.md §4 security, §6 TRUST_PROXY_HOPS):
 * the X-Forwarded-For chain with the socket's own peer appended, read `hops` entries from the
 * right. 0 trusts no proxy (the socket's peer is the visitor); n trusts the n proxies in front of
 * this program, each of which appended the address it saw. Entries further left are whatever the
 * client claimed and never count. The API's server/http/client-address.ts applies the same rule.
 */

/**
 * The header the storefront's server sets from the socket (scripts/socket-address.mjs).
 * @internal exported for its tests
 */
export const SOCKET_ADDRESS_HEADER = 'x-labshop-socket-address';

/** X-Forwarded-For entries, left to right, blanks dropped. */
function forwardedChain(forwardedFor: string | null | undefined): string[] {
  return (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The entry `hops` from the right of `chain` (the socket's peer last); the socket's peer when the
 * chain is shorter than the configured proxies, since then they did not all add an entry.
 * @internal exported for its tests
 */
export function clientAddressOf(chain: readonly string[], hops: number): string | undefined {
  const socket = chain.at(-1);
  const index = chain.length - 1 - Math.max(0, Math.trunc(hops));
  return index >= 0 ? chain[index] : socket;
}

/**
 * TRUST_PROXY_HOPS: a whole number ≥ 0, else 0 (trust no proxy).
 * @internal exported for its tests
 */
export function trustProxyHops(value: string | undefined = process.env.TRUST_PROXY_HOPS): number {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

export interface VisitorAddress {
  /** Who the visitor is, for the rate limits. */
  address: string | undefined;
  /** The chain to pass on as X-Forwarded-For: what came, plus this program's own peer. */
  forwardedFor: string | undefined;
}

/**
 * The visitor of a request reaching the storefront. Started by scripts/start.mjs, the server sets
 * the socket header itself (a client's own is overwritten); without it (next dev) Next has put the
 * socket's peer in X-Forwarded-For when none came, so the chain's last entry stands in for it.
 */
export function visitorOf(headers: Headers, hops = trustProxyHops()): VisitorAddress {
  const chain = forwardedChain(headers.get('x-forwarded-for'));
  const socket = headers.get(SOCKET_ADDRESS_HEADER)?.trim();
  if (socket) chain.push(socket);
  return { address: clientAddressOf(chain, hops), forwardedFor: chain.length ? chain.join(', ') : undefined };
}
