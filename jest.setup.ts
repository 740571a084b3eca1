// jsdom has no TextEncoder/TextDecoder, which ky (lib/api) needs at load time; Node's are the same API.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
