/** Category codes (docs/product.md §1, §2.3, §9) are the contract's: both programs read them there. */
export { CATEGORY } from '@/contract/categories';

/**
 * The root a code belongs to: its leading letters ('CP001015' → 'CP', 'CS0112' → 'CS',
 * 'XXPT' → 'XXPT'). Codes are built by appending digits to their parent's code.
 */
export function rootCode(code: string): string {
  const match = /^[A-Za-z]+/.exec(code.trim());
  return match ? match[0] : '';
}
