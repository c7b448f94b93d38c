// jest-environment-jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
// Import this first in a jsdom test, before anything that loads react-router.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });
