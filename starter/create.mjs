#!/usr/bin/env node
// `npx --yes ./create-vitrine-applet-<version>.tgz my-applet [--title "My Applet"]`: writes a
// standalone applet folder. Needs nothing from the network: the sdk tarball travels inside
// this package and every other dependency is pinned to what the console itself installs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RENAMED = { gitignore: '.gitignore', 'package-lock.template.json': 'package-lock.json' };
const ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;

function usage(message) {
  console.error(`${message}\nUsage: create-vitrine-applet <folder> [--title "Title"] [--id applet-id]`);
  process.exit(2);
}

function parse(argv) {
  const options = { folder: undefined, title: undefined, id: undefined };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--title' || argv[i] === '--id') options[argv[i].slice(2)] = argv[++i];
    else if (!options.folder) options.folder = argv[i];
    else usage(`Unexpected argument: ${argv[i]}`);
  }
  if (!options.folder) usage('Which folder?');
  return options;
}

const words = (text) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const titleCase = (text) => words(text).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
/** The container's window global: a JS identifier unique to this applet. */
const scopeOf = (id) => `vitrine_${id.replace(/-/g, '_')}`;

/** Copies template/, replacing the placeholders in every file. */
function copyTemplate(from, to, values) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    // npm pack drops .gitignore and lockfiles: the template stores them under other names.
    const name = RENAMED[entry.name] ?? entry.name;
    if (entry.isDirectory()) copyTemplate(path.join(from, entry.name), path.join(to, name), values);
    else {
      const text = fs.readFileSync(path.join(from, entry.name), 'utf8');
      fs.writeFileSync(path.join(to, name), text.replace(/__([A-Z_]+)__/g, (match, key) => values[key] ?? match));
    }
  }
}

const options = parse(process.argv.slice(2));
const target = path.resolve(options.folder);
if (fs.existsSync(target) && fs.readdirSync(target).length) usage(`${target} is not empty`);
const id = options.id ?? path.basename(target).toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^[^a-z]+/, '').slice(0, 32);
if (!ID_PATTERN.test(id)) usage(`"${id}" is not an applet id (${ID_PATTERN}): pass --id`);
const versions = JSON.parse(fs.readFileSync(path.join(HERE, 'versions.json'), 'utf8'));
const sdkFile = `sdk-${versions.sdk}.tgz`;

copyTemplate(path.join(HERE, 'template'), target, {
  ID: id,
  TITLE: options.title ?? titleCase(id),
  SCOPE: scopeOf(id),
  SDK_VERSION: versions.sdk,
});
fs.mkdirSync(path.join(target, 'vendor'), { recursive: true });
fs.copyFileSync(path.join(HERE, 'sdk.tgz'), path.join(target, 'vendor', sdkFile));

const manifest = JSON.parse(fs.readFileSync(path.join(target, 'package.json'), 'utf8'));
const { sdk, ...pinned } = versions;
manifest.devDependencies = Object.fromEntries(Object.entries({ ...pinned, sdk: `file:vendor/${sdkFile}` }).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

console.log(`Applet "${id}" written to ${target} (sdk ${sdk}).

  cd ${path.relative(process.cwd(), target) || '.'}
  npm ci --offline          # installs from the npm cache (package-lock.json pins everything)
  npm test                  # type-check and tests
  npm run dev               # rebuilds on change, serves http://localhost:5180/applet.json
  npm run build             # dist/: remoteEntry.js, chunks, applet.json
`);
