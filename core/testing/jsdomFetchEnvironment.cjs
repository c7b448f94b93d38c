// jest-environment-jsdom plus Node's fetch classes (Request, Response, Headers, fetch) and the
// AbortController they accept. react-router's data routers build a Request for every navigation
// and jsdom has none. Use with the docblock `@jest-environment ./core/testing/jsdomFetchEnvironment.cjs`.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextDecoder, TextEncoder } = require('node:util');

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextDecoder,
      TextEncoder,
    });
  }
}

module.exports = JsdomFetchEnvironment;
