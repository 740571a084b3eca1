/**
 * The contract's dialect on ky, shared by the server client (transport.ts) and the browser client
 * (browser.ts): the four modes, the `lang` / `token` / `Idempotency-Key` headers, and the envelope
 * rules as ky hooks (docs/architecture.md §3). Why our own layers over ky:
 * docs/adr/0003-lib-api-on-ky-with-two-thin-layers.md.
 */
import type { KyInstance, Options } from 'ky';
import { assertOk, parseEnvelope, toPage, unwrapData, type Envelope, type Page } from './envelope';
import { ApiError, cancelledError, isApiError, TRANSPORT_CODE } from './errors';
import { resolvePath, type Operation, type OperationData, type OperationInput, type OperationMode } from '@/contract/operation';

/** get = query string · post = JSON body · postd = POST, fields in the query string · delete = DELETE, JSON body. */
export type ApiMode = OperationMode;
export type ApiLocale = 'en' | 'zh';
export type ApiParams = object; // a JSON body for post/delete (objects or arrays), flat fields for get/postd

export interface ContractFields {
  locale: ApiLocale;
  token?: string;
  idempotencyKey?: string;
  headers?: Readonly<Record<string, string>>; // extra ones (the BFF's x-forwarded-for); the contract's win
  signal?: AbortSignal;
}

/**
 * What a call names: an operation's descriptor (contract/operations), of which only the path and mode
 * travel; or, for the storefront's own routes and tests, a path and mode with the answer's type.
 */
export type OperationRef<TAnswer = unknown> = Pick<Operation, 'path' | 'mode'> & { readonly answer?: TAnswer };

type Call<O> = [operation: OperationRef, params: ApiParams | undefined, options: O];

/** The params a call sends: the operation's input as the wire carries it, when its descriptor names one. */
type ParamsOf<D extends OperationRef> = D extends Operation
  ? unknown extends OperationInput<D>
    ? ApiParams | undefined
    : Record<never, never> extends OperationInput<D>
      ? OperationInput<D> | undefined
      : OperationInput<D>
  : ApiParams | undefined;

/** The `data` a call answers: the operation's, when its descriptor names one; else what the caller says. */
type DataOf<D extends OperationRef> = D extends Operation ? OperationData<D> : D extends OperationRef<infer TAnswer> ? TAnswer : unknown;
type Exchange<O> = (mode: ApiMode, path: string, params: ApiParams | undefined, options: O) => Promise<{ envelope: Envelope; handled?: boolean }>;

/**
 * What every client of the contract offers, whichever leg it serves (`O`: its options). call: the envelope
 * as answered · request: `data` · requestPage: the list in one shape · send: success; others reject a non-zero code.
 */
export interface ContractClient<O> {
  call<D extends OperationRef>(operation: D, params: ParamsOf<D>, options: O): Promise<Envelope<DataOf<D>>>;
  request<D extends OperationRef>(operation: D, params: ParamsOf<D>, options: O): Promise<DataOf<D>>;
  requestPage<T>(...call: [...Call<O>, parseItem?: (item: unknown) => T]): Promise<Page<T>>;
  send(...call: Call<O>): Promise<Envelope>;
}

/** A leg's one exchange: the envelope, and whether the leg already reacted to its code. */
export function contractClient<O>(exchange: Exchange<O>): ContractClient<O> {
  // A `{name}` in the descriptor's path is filled from the params of that name (contract/operation.ts).
  const exchanged = (...[operation, params, options]: Call<O>) => {
    const { path, rest } = resolvePath(operation.path, params);
    return exchange(operation.mode, path, rest, options);
  };
  const settled = async (...call: Call<O>) => {
    const { envelope, handled } = await exchanged(...call);
    return assertOk(envelope, handled);
  };
  return {
    call: async <D extends OperationRef>(...call: [D, ParamsOf<D>, O]) => (await exchanged(...call)).envelope as Envelope<DataOf<D>>,
    request: async <D extends OperationRef>(...call: [D, ParamsOf<D>, O]) => unwrapData((await settled(...call)) as Envelope<DataOf<D>>),
    requestPage: async (operation, params, options, parseItem) => toPage(await settled(operation, params, options), parseItem),
    send: settled,
  };
}

/** Reads: safe to send twice, so retried by default (docs/architecture.md §3). */
export const isReadMode = (mode: ApiMode): boolean => mode === 'get' || mode === 'postd';

/** One call as ky options. In a query, repeated keys (ids=1&ids=2) make a list, a nested object goes as JSON. */
export function contractOptions(mode: ApiMode, params: ApiParams | undefined, fields: ContractFields): Options {
  const { locale, token, idempotencyKey, headers, signal } = fields;
  const options: Options = { method: mode === 'postd' ? 'post' : mode, headers, signal, context: { locale, token, idempotencyKey } };
  // An empty object rather than no body: JSON body parsers reject an empty POST/DELETE body.
  if (!isReadMode(mode)) return { ...options, json: params ?? {} };
  if (Array.isArray(params)) throw new TypeError('get/postd parameters must be an object, not an array');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return { ...options, searchParams: search };
}

/** A body as an envelope, or null for anything else (not JSON, or JSON of another shape). */
function envelopeOf(text: string): Envelope | null {
  try {
    return parseEnvelope(JSON.parse(text));
  } catch {
    return null;
  }
}

/** An answer that is not an envelope; one from a proxy or a crashed upstream (5xx) is worth the one retry. */
const notAnEnvelope = (status: number) =>
  new ApiError({ code: TRANSPORT_CODE.malformed, msg: `HTTP ${status}: not an envelope`, status, retryable: status >= 500 });

/**
 * What every ky instance of lib/api shares: the contract's headers, and envelopes on any HTTP
 * status. Takes ky's `retry` rather than importing ky, so the browser can load ky on first use.
 */
export const contractDefaults = (retry: KyInstance['retry']): Options => ({
  throwHttpErrors: false,
  parseJson: envelopeOf,
  hooks: {
    beforeRequest: [
      ({ request: { headers }, options }) => {
        const { locale = 'en', token, idempotencyKey } = options.context as Partial<ContractFields>;
        headers.set('lang', locale);
        if (token) headers.set('token', token);
        if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
      },
    ],
    // Only a 5xx is read here, to retry one that is not an envelope. Any other answer is read once,
    // by exchangeEnvelope, rather than here as well (this hook is handed a copy of the body).
    afterResponse: [
      async ({ response }) => {
        if (response.status < 500 || (await response.json())) return;
        return retry({ code: 'malformed', cause: notAnEnvelope(response.status) });
      },
    ],
  },
});

/** Sends one call; every failure on the way becomes an ApiError with a transport code. */
export async function exchangeEnvelope(http: KyInstance, path: string, options: Options): Promise<Envelope> {
  try {
    const response = await http(path, options);
    const envelope = await response.json<Envelope | null>();
    if (envelope) return envelope;
    throw notAnEnvelope(response.status);
  } catch (error) {
    if (isApiError(error)) throw error;
    // By name: ky's classes are not imported here, and an abort may be another realm's DOMException.
    const { name, cause } = (error ?? {}) as { name?: unknown; cause?: unknown };
    if (name === 'ForceRetryError' && isApiError(cause)) throw cause;
    if (name === 'TimeoutError') throw new ApiError({ code: TRANSPORT_CODE.timeout, msg: 'no answer in time', cause: error });
    if (name === 'AbortError') throw cancelledError();
    throw new ApiError({ code: TRANSPORT_CODE.network, msg: 'the connection failed', cause: error });
  }
}
