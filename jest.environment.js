/**
 * The unit tests' environment: jsdom, with Node's fetch API (Request, Response, Headers, AbortController), which
 * React Router's loaders use and jsdom does not have. jsdom's FormData stays: React builds one from a jsdom form.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, Request, Response, Headers, AbortController, AbortSignal, ReadableStream, TextEncoder, TextDecoder } = globalThis;
    Object.assign(this.global, { fetch, Request, Response, Headers, AbortController, AbortSignal, ReadableStream, TextEncoder, TextDecoder });
  }
};
