/**
 * One declaration per API operation (docs/architecture.md §4): its path, its mode, who may call it,
 * whether the storefront's islands may reach it through the BFF, and its request and answer
 * schemas. The API mounts its handlers on these (server/http/route.ts), the storefront calls by
 * them (lib/api), and the BFF forwards exactly the ones marked `islands` (lib/api/bff-paths.ts).
 *
 * A descriptor is plain data: islands import it for its path and mode and pay a few bytes. The
 * schemas are named by type only (`import type`), so zod never reaches a browser bundle; the API
 * binds the schema values where it mounts the handler, and the compiler holds them to these types.
 */
import type { z } from 'zod';

/** get = query string · post = JSON body · postd = POST, fields in the query string · delete = DELETE, JSON body. */
export type OperationMode = 'get' | 'post' | 'postd' | 'delete';

/**
 * Who may call an operation: anyone; anyone, with a `token` the answer reads when it is valid; the
 * logged-in customer (`token`; 401 without, 402 when expired); the sales team's command lines
 * (`Authorization: Bearer` STAFF_TOKEN); a staff member of the console (`staff-session`, docs/product.md §6.1).
 */
export type OperationAccess = 'public' | 'optionalToken' | 'customer' | 'staff' | 'staffSession';

/** The schemas of one operation: its input, and the answer's `data` or, for the pages that page that way, `page`. */
export interface OperationSchemas {
  input: z.ZodObject;
  data?: z.ZodType;
  page?: z.ZodType;
}

export interface Operation<TSchemas extends OperationSchemas = OperationSchemas, TAccess extends OperationAccess = OperationAccess> {
  /** OpenAPI-style: a path parameter is written `{id}` and filled from the input's field of that name. */
  readonly path: string;
  readonly mode: OperationMode;
  readonly access: TAccess;
  /** Islands may call it through the storefront's BFF at `/api<path>`; false keeps it server-only. */
  readonly islands: boolean;
  /** Types only, never present at run time: what `input`, `data` and `page` are. */
  readonly schemas?: TSchemas;
}

/**
 * Declares an operation: `operation<{ input: typeof X; data: typeof Y }>()({ path, mode, access, islands })`.
 * Two calls so that the schemas are named while the access stays a literal type.
 */
export const operation =
  <TSchemas extends OperationSchemas>() =>
  <TAccess extends OperationAccess>(descriptor: Operation<TSchemas, TAccess>): Operation<TSchemas, TAccess> =>
    descriptor;

type SchemasOf<T> = T extends Operation<infer S, OperationAccess> ? S : never;

/** What a caller sends: the input as the wire carries it (fields the contract defaults may be left out). */
export type OperationInput<T> = z.input<SchemasOf<T>['input']>;

/**
 * What a form fills for an operation: its input as the API reads it (defaults applied, text as
 * text), without `userId`, which the session supplies. Sending these satisfies OperationInput.
 */
export type OperationFields<T> = Omit<z.output<SchemasOf<T>['input']>, 'userId'>;

/** An answer's `data` as the wire carries it, before any parse. */
export type OperationData<T> = SchemasOf<T>['data'] extends z.ZodType ? z.input<SchemasOf<T>['data']> : never;

/** The path with its `{name}` parameters filled from `input`, and the input left once they are taken out. */
export function resolvePath(path: string, input: object | undefined): { path: string; rest: object | undefined } {
  if (!path.includes('{')) return { path, rest: input };
  const fields = { ...(input as Record<string, unknown>) };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = fields[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`${path}: the input has no ${name}`);
    delete fields[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest: fields };
}
