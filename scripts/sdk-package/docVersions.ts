// The SDK's version as its docs state it, written from sdk/version.ts so the docs cannot drift
// from the kit they describe (sdk/README.md once named create-vitrine-applet-1.4.0.tgz while the
// kit was 1.11.0). `npm run sdk:docs` rewrites the files; docVersions.test.ts fails when they differ.
import fs from 'node:fs';
import path from 'node:path';
import { SDK_VERSION } from '../../sdk/version';

const ROOT = path.resolve(__dirname, '../..');
const SEMVER = String.raw`\d+\.\d+\.\d+`;

/** Each place a doc states the current version: the pattern, and its text for `version`. */
const PLACES: ReadonlyArray<{ file: string; pattern: RegExp; text: (version: string) => string }> = [
  { file: 'sdk/README.md', pattern: new RegExp(String.raw`create-vitrine-applet-${SEMVER}\.tgz`, 'g'), text: (v) => `create-vitrine-applet-${v}.tgz` },
  { file: 'sdk/README.md', pattern: new RegExp(String.raw`the range you built against \(\`\^${SEMVER}\`\)`, 'g'), text: (v) => `the range you built against (\`^${v}\`)` },
  { file: 'sdk/API.md', pattern: new RegExp(String.raw`The version of this SDK's contract \(\`'${SEMVER}'\`\)`, 'g'), text: (v) => `The version of this SDK's contract (\`'${v}'\`)` },
];

export const SDK_DOC_FILES = [...new Set(PLACES.map((place) => place.file))];

/** `text` of `file` with every stated version set to `version`; the count of places found. */
export function withDocVersion(file: string, text: string, version: string): { text: string; found: number } {
  let found = 0;
  let out = text;
  for (const place of PLACES.filter((p) => p.file === file)) {
    out = out.replace(place.pattern, () => {
      found++;
      return place.text(version);
    });
  }
  return { text: out, found };
}

/** Rewrites the docs to SDK_VERSION; returns the files changed. */
export function writeDocVersions(version: string = SDK_VERSION): string[] {
  const changed: string[] = [];
  for (const file of SDK_DOC_FILES) {
    const full = path.join(ROOT, file);
    const before = fs.readFileSync(full, 'utf8');
    const { text } = withDocVersion(file, before, version);
    if (text !== before) {
      fs.writeFileSync(full, text);
      changed.push(file);
    }
  }
  return changed;
}

if (require.main === module) {
  const changed = writeDocVersions();
  console.log(changed.length ? `SDK ${SDK_VERSION} written into ${changed.join(', ')}` : `SDK docs already say ${SDK_VERSION}`);
}
