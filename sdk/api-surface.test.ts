// The SDK's ABI test (JBrowse style): external applets are built against these names, so
// removing or renaming one must fail here, in review, not in a merchant's console.
// After a deliberate change: update api-surface.json (UPDATE_API_SURFACE=1 npx jest
// sdk/api-surface writes it) and API.md, and bump SDK_VERSION (major for a removal).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as sdk from './index';
import * as sdkSandbox from './sandbox/index';
import * as sdkFederation from './federation/index';
import * as sdkTesting from './testing/index';

const ENTRIES = {
  sdk: { file: 'index.ts', runtime: sdk },
  'sdk/testing': { file: 'testing/index.ts', runtime: sdkTesting },
  'sdk/sandbox': { file: 'sandbox/index.ts', runtime: sdkSandbox },
  'sdk/federation': { file: 'federation/index.ts', runtime: sdkFederation },
} as const;
type Entry = keyof typeof ENTRIES;

const SURFACE_FILE = path.join(__dirname, 'api-surface.json');
const API_DOC = path.join(__dirname, 'API.md');

/** Case-insensitive by name, without the locale: the order must not depend on the machine. */
const sortKey = (name: string) => `${name.replace(/^type /, '').toLowerCase()} ${name}`;
const byName = (a: string, b: string) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0);

/** 'Name' for values, 'type Name' for type-only exports, read from the index's syntax. */
function declaredExports(file: string): string[] {
  const text = readFileSync(path.join(__dirname, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) continue;
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
      // `export *` would make the surface whatever the files happen to export.
      throw new Error(`${file}: an index only re-exports named bindings (found: ${statement.getText().slice(0, 60)})`);
    }
    for (const element of statement.exportClause.elements) {
      names.push(`${statement.isTypeOnly || element.isTypeOnly ? 'type ' : ''}${element.name.text}`);
    }
  }
  return names.sort(byName);
}

const surface = Object.fromEntries(
  Object.entries(ENTRIES).map(([entry, { file }]) => [entry, declaredExports(file)]),
) as Record<Entry, string[]>;

if (process.env.UPDATE_API_SURFACE) writeFileSync(SURFACE_FILE, `${JSON.stringify(surface, null, 2)}\n`);

const checkedIn = JSON.parse(readFileSync(SURFACE_FILE, 'utf8')) as Record<Entry, string[]>;

/** The names API.md documents per entry: table rows starting with `Name` under "## `entry`". */
function documentedNames(): Record<Entry, string[]> {
  const documented: Record<string, string[]> = {};
  let entry: string | undefined;
  for (const line of readFileSync(API_DOC, 'utf8').split('\n')) {
    const heading = /^## `([^`]+)`/.exec(line);
    if (heading) entry = heading[1];
    const row = /^\| `([A-Za-z_$][\w$]*)` \|/.exec(line);
    if (row && entry) (documented[entry] ??= []).push(row[1]);
  }
  return documented as Record<Entry, string[]>;
}

describe.each(Object.keys(ENTRIES) as Entry[])('the public surface of %s', (entry) => {
  const declared = surface[entry];
  const bare = (names: string[]) => names.map((n) => n.replace(/^type /, '')).sort();

  it('matches the checked-in list (nothing removed, nothing added unnoticed)', () => {
    const removed = checkedIn[entry].filter((name) => !declared.includes(name));
    const added = declared.filter((name) => !checkedIn[entry].includes(name));
    expect({ removed, added }).toEqual({ removed: [], added: [] });
  });

  it('exports at runtime exactly the values it declares', () => {
    const values = declared.filter((name) => !name.startsWith('type ')).sort();
    expect(Object.keys(ENTRIES[entry].runtime).sort()).toEqual(values);
  });

  it('documents every export in API.md, and nothing else', () => {
    expect(bare(documentedNames()[entry] ?? [])).toEqual(bare(declared));
  });
});
