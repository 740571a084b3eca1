/** Types of malformed-url.mjs, which the storefront's server preload loads as plain JavaScript. */
export declare function hasMalformedPath(target: string): boolean;
export declare function malformedPathAnswer(
  target: string,
  env?: Readonly<Record<string, string | undefined>>,
): { status: number; headers: Record<string, string>; body: string } | null;
