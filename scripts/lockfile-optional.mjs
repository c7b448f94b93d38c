#!/usr/bin/env node
// The npm registry this project installs from only carries the linux-x64 builds of native
// packages, so `npm install` drops the other platforms' optional binaries from the lockfile
// and `npm ci` then refuses it as "out of sync". This adds the missing entries back, marked
// optional with their os/cpu (npm skips them without fetching). Run after `npm install`.
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

function platformOf(name) {
  const tail = name.split('/').pop().replace(/^(core|resolver-binding|binding)-/, '');
  const [os, cpu, abi = ''] = tail.split('-');
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return entry;
}

for (const [path, pkg] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[base] || packages[`node_modules/${dep}`]) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    packages[`node_modules/${dep}`] = { version, optional: true, ...platformOf(dep) };
    added++;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: added ${added} optional platform entries`);
