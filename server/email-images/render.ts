/**
 * SVG to PNG with resvg (a native binary shipped in the npm package: no system libraries).
 * resvg draws text only with fonts it is given; CI machines may have none, so the DejaVu Sans
 * files beside this module are the only fonts it loads (system fonts off: same pixels on every
 * machine, and faster). Rendering runs on libuv's thread pool (renderAsync), not the event loop.
 */
import path from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { FONT_FAMILY, placeholderSvg } from './card-svg';

export const FONT_DIR = path.join(__dirname, 'fonts');
export const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => path.join(FONT_DIR, f));

export const RENDER_OPTIONS: ResvgRenderOptions = {
  font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
  logLevel: 'off',
};

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function renderPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, RENDER_OPTIONS);
  return image.asPng();
}

/**
 * A 1 x 1 light-grey PNG: the answer when even the placeholder cannot be drawn, so an email
 * never shows a broken image.
 */
const LAST_RESORT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

let placeholder: Promise<Buffer> | null = null;

/** The placeholder PNG, drawn once per process. */
export function placeholderPng(): Promise<Buffer> {
  placeholder ??= renderPng(placeholderSvg()).catch(() => {
    placeholder = null;
    return LAST_RESORT;
  });
  return placeholder;
}

/** Width and height from a PNG's IHDR chunk (tests and sanity checks). */
export function pngSize(png: Buffer): { width: number; height: number } | null {
  if (png.length < 24 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
