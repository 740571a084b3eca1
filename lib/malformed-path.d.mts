/** Types of malformed-path.mjs, which the storefront's server preload loads as plain JavaScript. */
export declare function isMalformedPath(target: string): boolean;
export declare function malformedPathAnswer(
  target: string,
  messages: Record<string, { error: Record<string, string>; meta: Record<string, string> }>,
  env?: Readonly<Record<string, string | undefined>>,
): { status: number; headers: Record<string, string>; body: string } | null;
