/**
 * jsdom with Node's own fetch: jsdom has no fetch, and Node's fetch refuses jsdom's AbortSignal,
 * so the abort classes come from Node too. Lets browser-side tests talk to a real local server.
 * Use with a `@jest-environment ./lib/api/test-support/jsdom-node-fetch.cjs` docblock.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithNodeFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const fromNode = { fetch, Request, Response, Headers, AbortController, AbortSignal };
    Object.assign(this.global, fromNode);
  }
}

module.exports = JsdomWithNodeFetch;
