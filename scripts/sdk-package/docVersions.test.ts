import fs from 'node:fs';
import path from 'node:path';
import { SDK_VERSION } from '../../sdk/version';
import { SDK_DOC_FILES, withDocVersion } from './docVersions';

const ROOT = path.resolve(__dirname, '../..');

describe('the SDK docs state the version in sdk/version.ts', () => {
  it.each(SDK_DOC_FILES)('%s (run `npm run sdk:docs` after a version change)', (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const synced = withDocVersion(file, text, SDK_VERSION);
    expect(synced.found).toBeGreaterThan(0);
    expect(text).toBe(synced.text);
  });

  it('finds every stated version, whatever it says', () => {
    const readme = 'npx --package ./create-vitrine-applet-1.4.0.tgz x\n- `sdkVersion` is the range you built against (`^1.4.0`): a';
    expect(withDocVersion('sdk/README.md', readme, '2.3.4')).toEqual({
      text: 'npx --package ./create-vitrine-applet-2.3.4.tgz x\n- `sdkVersion` is the range you built against (`^2.3.4`): a',
      found: 2,
    });
  });
});
