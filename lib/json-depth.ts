/**
 * How deep a parsed JSON value nests, measured without recursion: recursive code downstream
 * (JSON.stringify when the BFF forwards it) overflows the stack on 10,000 levels, so such input
 * is refused first (docs/architecture.md §3: 400, never a 500). The API applies the same limit.
 */
export const MAX_JSON_DEPTH = 32;

export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length) {
    const next = pending.pop()!;
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxDepth) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}
