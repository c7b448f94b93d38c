// The sdk's preset: the console's singletons resolve to this folder's node_modules (one React),
// a jsdom with fetch and the polyfills the console's browsers have, swc for TypeScript.
module.exports = { ...require('sdk/jest-preset') };
