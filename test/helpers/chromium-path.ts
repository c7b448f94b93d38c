import fs from 'node:fs';

/** Where Debian (and most distros) put Chromium; CHROMIUM_PATH wins when set. */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/lib/chromium/chromium', '/usr/bin/chromium-browser'];

export const INSTALL_CHROMIUM_HINT = 'Install Chromium: sudo apt-get install chromium, or set CHROMIUM_PATH';

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Chromium binary to drive, or null when there is none. A CHROMIUM_PATH that points
 * nowhere is an error, not a silent fallback: the user asked for that browser.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const explicit = env.CHROMIUM_PATH;
  if (explicit) {
    if (!isExecutable(explicit)) throw new Error(`CHROMIUM_PATH=${explicit} is not an executable file`);
    return explicit;
  }
  return CHROMIUM_CANDIDATES.find(isExecutable) ?? null;
}
