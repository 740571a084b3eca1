// Types of storefront-command.mjs for TypeScript importers (e2e/faults.spec.ts).

export const NEXT_BIN: string;
export function storefrontArgs(port: number): string[];
