// Test-only: react-router needs TextEncoder/TextDecoder, which jsdom lacks. Import this before
// react-router-dom (imports run in order). core has its own jest environment for this, but a
// plugin must not depend on core.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });
