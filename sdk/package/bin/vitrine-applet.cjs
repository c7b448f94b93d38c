#!/usr/bin/env node
// `vitrine-applet register <applet.json URL>`: see sdk/cli/main.ts.
require('../../cli/main.js')
  .main(process.argv.slice(2))
  .then((code) => process.exit(code));
