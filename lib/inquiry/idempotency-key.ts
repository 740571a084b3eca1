/**
 * Idempotency-Key headers for inquiries (docs/architecture.md §3): an inquiry must never be lost nor
 * doubled, so a form sent again unchanged (a double click, a retry after a network failure)
 * carries the same key and the API answers the first result again. A form changed after a
 * failed attempt is a different request and gets a fresh key (the API would refuse a reused key
 * with another body: 409).
 */

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A random UUID v4. crypto.randomUUID exists only in secure contexts (https, localhost), so a
 * shop reached over plain http on a LAN address builds one from getRandomValues instead.
 * @internal exported for its tests
 */
export function newIdempotencyKey(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** One opened form's keys: the same body answers the same key; another body, a new one. */
export interface FormKeys {
  keyFor(body: unknown): string;
}

export function formKeys(create: () => string = newIdempotencyKey): FormKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: create() };
      return last.key;
    },
  };
}
