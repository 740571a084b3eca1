/** @jest-environment node */
import { clientAddressOf, SOCKET_ADDRESS_HEADER, trustProxyHops, visitorOf } from './client-address';

const headers = (values: Record<string, string>) => new Headers(values);

describe('visitorOf (docs/architecture.md §4 Security)', () => {
  it('with no trusted proxy, is the socket peer whatever X-Forwarded-For claims', () => {
    const visitor = visitorOf(headers({ 'x-forwarded-for': '198.51.100.7', [SOCKET_ADDRESS_HEADER]: '203.0.113.50' }), 0);
    expect(visitor.address).toBe('203.0.113.50');
    expect(visitor.forwardedFor).toBe('198.51.100.7, 203.0.113.50');
  });

  it('with one trusted proxy, is the entry that proxy appended, not what the client wrote before it', () => {
    const claimed = headers({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.7', [SOCKET_ADDRESS_HEADER]: '10.0.0.2' });
    expect(visitorOf(claimed, 1).address).toBe('198.51.100.7');
    expect(visitorOf(claimed, 2).address).toBe('2.2.2.2');
  });

  it('falls back to the socket when fewer proxies added entries than configured', () => {
    expect(visitorOf(headers({ [SOCKET_ADDRESS_HEADER]: '10.0.0.2' }), 3).address).toBe('10.0.0.2');
  });

  it('without the socket header (next dev), the chain Next built stands in', () => {
    expect(visitorOf(headers({ 'x-forwarded-for': '127.0.0.1' }), 0).address).toBe('127.0.0.1');
    expect(visitorOf(headers({}), 0)).toEqual({ address: undefined, forwardedFor: undefined });
  });
});

describe('clientAddressOf and trustProxyHops', () => {
  it('reads n from the right', () => {
    expect(clientAddressOf(['a', 'b', 'c'], 0)).toBe('c');
    expect(clientAddressOf(['a', 'b', 'c'], 2)).toBe('a');
    expect(clientAddressOf([], 0)).toBeUndefined();
  });

  it('accepts whole numbers only', () => {
    expect(trustProxyHops(undefined)).toBe(0);
    expect(trustProxyHops('2')).toBe(2);
    expect(trustProxyHops('-1')).toBe(0);
    expect(trustProxyHops('1.5')).toBe(0);
    expect(trustProxyHops('x')).toBe(0);
  });
});
