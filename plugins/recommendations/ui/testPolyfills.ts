// Test-only: react-router needs TextEncoder/TextDecoder, which jsdom lacks. Import this before
// react-router-dom (imports run in order); a plugin cannot use core's jest environment.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });
