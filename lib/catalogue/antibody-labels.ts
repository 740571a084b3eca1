/**
 * An antibody's labels read as the facts a buyer compares (docs/product.md §2.12): its clonality and
 * its host. The goods carry both as label codes (server/seed/goods-antibodies.ts: [clonality, host]);
 * what is not a clonality is the host.
 */
const CLONALITIES = ['polyclonal', 'monoclonal', 'recombinant-monoclonal'];

export function antibodyLabels(labels: readonly string[]): { clonality: string | null; host: string | null } {
  return {
    clonality: labels.find((label) => CLONALITIES.includes(label)) ?? null,
    host: labels.find((label) => !CLONALITIES.includes(label)) ?? null,
  };
}
