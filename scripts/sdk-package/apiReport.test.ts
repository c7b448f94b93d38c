// The SDK's signature report: what an applet's type-check sees (the package's .d.ts, comments
// dropped). api-surface.test.ts guards the names; this guards their shapes. A changed
// signature needs a new SDK_VERSION, so a third party's `sdkVersion` range keeps meaning
// something. After a deliberate change: bump SDK_VERSION, then
// UPDATE_API_SURFACE=1 npx jest scripts/sdk-package/apiReport --selectProjects unit
import fs from 'node:fs';
import path from 'node:path';
import { SDK_VERSION } from '../../sdk/version';
import { SDK_DIR, sdkDeclarationReport } from './declarations';

jest.setTimeout(60_000);

const REPORT_FILE = path.join(SDK_DIR, 'api-report.txt');
const HEADER = /^SDK (\S+)\n\n/;

function readReport(): { version: string; body: string } {
  const text = fs.readFileSync(REPORT_FILE, 'utf8');
  const header = HEADER.exec(text);
  if (!header) throw new Error(`${REPORT_FILE} must start with "SDK <version>" and a blank line`);
  return { version: header[1], body: text.slice(header[0].length) };
}

describe('the SDK API report', () => {
  const current = sdkDeclarationReport();

  if (process.env.UPDATE_API_SURFACE) {
    const checkedIn = readReport();
    if (checkedIn.body !== current && checkedIn.version === SDK_VERSION) {
      throw new Error(`The SDK's signatures changed but SDK_VERSION is still ${SDK_VERSION}: bump it (sdk/version.ts) before updating the report.`);
    }
    fs.writeFileSync(REPORT_FILE, `SDK ${SDK_VERSION}\n\n${current}`);
  }
  const checkedIn = readReport();

  it('is of the current SDK version', () => {
    expect(checkedIn.version).toBe(SDK_VERSION);
  });

  it('matches the signatures the package declares', () => {
    // A difference here with an unchanged version is the failure this test exists for.
    if (checkedIn.body !== current && checkedIn.version === SDK_VERSION) {
      throw new Error(`The SDK's signatures changed without a version change (still ${SDK_VERSION}): bump SDK_VERSION, update API.md and the report.`);
    }
    expect(checkedIn.body).toBe(current);
  });
});
