/** Sites without a fetched favicon get a monogram, coloured from their id so it is stable. */
const COLOURS = ['#2d72d2', '#238551', '#c87619', '#cd4246', '#7961db', '#147eb3', '#d13913', '#29a634'];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function faviconSvg(name: string, id: string): string {
  const letter = escapeXml((name.trim()[0] ?? '?').toUpperCase());
  const colour = COLOURS[parseInt(id.slice(-2), 16) % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${colour}"/><text x="16" y="22" font-family="system-ui,sans-serif" font-size="18" font-weight="600" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
}
