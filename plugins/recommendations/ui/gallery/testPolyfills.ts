// Test-only: react-router needs TextEncoder/TextDecoder, which jsdom lacks. Import this before
// react-router-dom (imports run in order). A plugin may not reach another plugin's copy.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });
