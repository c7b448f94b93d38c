// What the console's browsers have and jsdom does not, for code under test that runs at import.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextDecoder, TextEncoder });
if (typeof globalThis.structuredClone === 'undefined') globalThis.structuredClone = (value) => JSON.parse(JSON.stringify(value));
if (typeof window !== 'undefined' && !window.matchMedia) {
  // Blueprint's components and the console's phone layout ask; tests get the desktop answer.
  window.matchMedia = (query) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false });
}
