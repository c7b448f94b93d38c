// jest-environment-jsdom plus Node's fetch classes and the text codecs jsdom lacks:
// react-router's data routers build a Request for every navigation, and react-router 7
// needs TextEncoder at import time.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextDecoder, TextEncoder } = require('node:util');

class AppletTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Request, Response, Headers, FormData, AbortController, AbortSignal, TextDecoder, TextEncoder });
  }
}

module.exports = AppletTestEnvironment;
