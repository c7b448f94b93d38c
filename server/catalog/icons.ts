/**
 * Flat product illustrations, drawn as SVG on a 400 × 400 canvas: one shape per kind of
 * product, filled with the product's colour (c) and a darker shade (d). They stand in for
 * product photos so the demo shops look real without any outside image host.
 */
export const ICON_KINDS = [
  'jacket', 'sweater', 'tee', 'pants', 'shoe', 'beanie', 'glove', 'sock', 'backpack', 'bottle', 'tent',
  'mug', 'bowl', 'lamp', 'candle', 'cushion', 'throw', 'vase', 'towel', 'plant', 'frame', 'tool',
  'tea', 'teapot', 'bike', 'helmet', 'scarf',
] as const;
export type IconKind = (typeof ICON_KINDS)[number];

type Draw = (c: string, d: string) => string;

const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

const DRAW: Record<IconKind, Draw> = {
  jacket: (c, d) =>
    p('M125 110 L85 135 L70 290 L105 297 L125 175 Z M275 110 L315 135 L330 290 L295 297 L275 175 Z', d) +
    p('M150 88 L250 88 L275 110 L275 325 L125 325 L125 110 Z', c) +
    p('M163 92 Q200 128 237 92 L237 72 Q200 100 163 72 Z', d) +
    line('M200 108 L200 322', d, 5) +
    p('M140 235 h40 v12 h-40 Z M220 235 h40 v12 h-40 Z', d),
  sweater: (c, d) =>
    p('M125 110 L85 135 L72 300 L108 302 L125 175 Z M275 110 L315 135 L328 300 L292 302 L275 175 Z', c) +
    p('M150 90 L250 90 L275 110 L275 325 L125 325 L125 110 Z', c) +
    p('M125 300 h150 v25 h-150 Z M72 290 h36 v14 h-36 Z M292 290 h36 v14 h-36 Z', d) +
    p('M165 90 Q200 122 235 90 Z', d) +
    p('M125 170 h150 v30 h-150 Z', d) +
    line('M135 185 l10 -8 l10 8 l10 -8 l10 8 l10 -8 l10 8 l10 -8 l10 8 l10 -8 l10 8 l10 -8 l10 8 l10 -8', '#ffffff', 3),
  tee: (c, d) =>
    p('M130 110 L78 142 L100 196 L132 180 Z M270 110 L322 142 L300 196 L268 180 Z', c) +
    p('M152 95 L248 95 L270 110 L270 320 L130 320 L130 110 Z', c) +
    line('M168 96 Q200 130 232 96', d, 7) +
    line('M84 150 L105 192 M316 150 L295 192', d, 4),
  pants: (c, d) =>
    p('M140 90 L260 90 L278 332 L215 332 L200 175 L185 332 L122 332 Z', c) +
    p('M140 88 h120 v20 h-120 Z', d) +
    line('M200 108 L200 150 M160 110 Q170 140 150 150 M240 110 Q230 140 250 150', d, 3),
  shoe: (c, d) =>
    p('M80 270 L80 205 Q84 172 120 166 L168 160 L188 186 Q232 214 300 224 Q332 232 332 262 L332 270 Z', c) +
    p('M74 268 L338 268 L338 290 Q338 302 326 302 L86 302 Q74 302 74 290 Z', d) +
    line('M150 180 L170 200 M162 172 L184 192 M176 188 L196 206', '#ffffff', 5) +
    p('M82 240 L130 240 L130 268 L82 268 Z', d, ' opacity="0.35"'),
  beanie: (c, d) =>
    p('M110 262 Q110 128 200 128 Q290 128 290 262 Z', c) +
    p('M100 240 h200 a12 12 0 0 1 12 12 v38 a12 12 0 0 1 -12 12 h-200 a12 12 0 0 1 -12 -12 v-38 a12 12 0 0 1 12 -12 Z', d) +
    line('M130 250 v44 M160 250 v44 M190 250 v44 M220 250 v44 M250 250 v44 M280 250 v44', c, 4) +
    `<circle cx="200" cy="118" r="30" fill="${d}"/>`,
  glove: (c, d) =>
    p('M152 236 Q108 222 110 190 Q114 160 152 184 Z', c) +
    p('M150 300 L150 180 Q150 112 205 112 Q258 112 258 180 L258 300 Z', c) +
    p('M144 290 h120 v40 h-120 Z', d) +
    line('M182 118 L182 200 M212 114 L212 200 M238 124 L238 200', d, 3),
  sock: (c, d) =>
    p('M168 90 L240 90 L240 252 Q240 304 198 312 L128 318 Q92 318 92 282 Q92 250 130 245 L168 236 Z', c) +
    p('M168 90 h72 v36 h-72 Z', d) +
    p('M92 282 Q92 250 130 245 L140 244 L140 318 L128 318 Q92 318 92 282 Z', d) +
    p('M198 312 Q240 304 240 252 L240 240 L200 262 Z', d),
  backpack: (c, d) =>
    line('M165 110 Q165 70 200 70 Q235 70 235 110', d, 12) +
    p('M160 108 h80 a40 40 0 0 1 40 40 v150 a30 30 0 0 1 -30 30 h-100 a30 30 0 0 1 -30 -30 v-150 a40 40 0 0 1 40 -40 Z', c) +
    p('M150 225 h100 a14 14 0 0 1 14 14 v60 a14 14 0 0 1 -14 14 h-100 a14 14 0 0 1 -14 -14 v-60 a14 14 0 0 1 14 -14 Z', d) +
    line('M160 150 h80', d, 5) +
    `<circle cx="200" cy="232" r="5" fill="#ffffff"/>`,
  bottle: (c, d) =>
    p('M176 66 h48 v44 h-48 Z', d) +
    p('M178 110 h44 q30 0 30 34 v166 q0 22 -22 22 h-60 q-22 0 -22 -22 v-166 q0 -34 30 -34 Z', c) +
    p('M148 190 h104 v70 h-104 Z', '#ffffff', ' opacity="0.85"') +
    line('M170 215 h60 M178 235 h44', d, 5),
  tent: (c, d) =>
    p('M56 314 L200 96 L344 314 Z', c) +
    p('M200 160 L156 314 L244 314 Z', d) +
    line('M200 96 L200 70 M40 316 H360', d, 6),
  mug: (c, d) =>
    line('M262 180 Q322 180 322 226 Q322 272 262 272', c, 22) +
    p('M120 140 h142 v150 a26 26 0 0 1 -26 26 h-90 a26 26 0 0 1 -26 -26 Z', c) +
    p('M120 140 h142 v18 h-142 Z', d) +
    line('M165 118 Q155 100 168 84 M200 118 Q190 100 203 84 M235 118 Q225 100 238 84', d, 5),
  bowl: (c, d) =>
    p('M160 300 h80 v22 h-80 Z', d) +
    p('M78 198 L322 198 Q312 312 200 316 Q88 312 78 198 Z', c) +
    `<ellipse cx="200" cy="198" rx="122" ry="20" fill="${d}"/>` +
    line('M100 240 Q200 262 300 240', '#ffffff', 4),
  lamp: (c, d) =>
    `<circle cx="200" cy="200" r="95" fill="#fff7d6" opacity="0.7"/>` +
    p('M192 188 h16 v112 h-16 Z', d) +
    `<ellipse cx="200" cy="310" rx="72" ry="16" fill="${d}"/>` +
    p('M142 88 L258 88 L300 192 L100 192 Z', c),
  candle: (c, d) =>
    p('M200 92 Q220 118 210 138 Q200 150 190 138 Q180 118 200 92 Z', '#f59e0b') +
    line('M200 140 v20', '#334155', 4) +
    p('M130 160 h140 v150 a12 12 0 0 1 -12 12 h-116 a12 12 0 0 1 -12 -12 Z', c) +
    p('M150 210 h100 v64 h-100 Z', '#ffffff', ' opacity="0.9"') +
    line('M168 236 h64 M178 254 h44', d, 5),
  cushion: (c, d) =>
    p('M88 118 Q200 96 312 118 Q290 210 312 302 Q200 324 88 302 Q110 210 88 118 Z', c) +
    p('M112 138 Q200 122 288 138 Q270 210 288 282 Q200 298 112 282 Q130 210 112 138 Z', 'none', ` stroke="${d}" stroke-width="4" stroke-dasharray="10 8"`) +
    `<circle cx="200" cy="210" r="10" fill="${d}"/>`,
  throw: (c, d) =>
    p('M82 132 h236 a18 18 0 0 1 18 18 v132 a18 18 0 0 1 -18 18 h-236 a18 18 0 0 1 -18 -18 v-132 a18 18 0 0 1 18 -18 Z', c) +
    p('M64 190 h272 v18 h-272 Z M64 224 h272 v10 h-272 Z', d) +
    line('M90 300 v22 M110 300 v22 M130 300 v22 M150 300 v22 M170 300 v22 M190 300 v22 M210 300 v22 M230 300 v22 M250 300 v22 M270 300 v22 M290 300 v22 M310 300 v22', d, 4),
  vase: (c, d) =>
    line('M200 120 Q196 80 170 58 M200 120 Q210 78 236 66 M200 120 L200 62', '#4d7c0f', 5) +
    `<circle cx="168" cy="56" r="14" fill="#f472b6"/><circle cx="238" cy="62" r="14" fill="#facc15"/><circle cx="200" cy="52" r="14" fill="#fb923c"/>` +
    p('M172 98 L228 98 L224 124 Q300 172 280 262 Q264 322 200 326 Q136 322 120 262 Q100 172 176 124 Z', c) +
    line('M130 230 Q200 250 270 230', d, 6),
  towel: (c, d) =>
    p('M100 120 h200 a10 10 0 0 1 10 10 v170 a10 10 0 0 1 -10 10 h-200 a10 10 0 0 1 -10 -10 v-170 a10 10 0 0 1 10 -10 Z', c) +
    p('M90 262 h220 v12 h-220 Z M90 282 h220 v6 h-220 Z', d) +
    line('M90 170 h220', d, 3),
  plant: (c, d) =>
    `<ellipse cx="160" cy="170" rx="26" ry="62" fill="#4d7c0f" transform="rotate(-28 160 170)"/>` +
    `<ellipse cx="240" cy="170" rx="26" ry="62" fill="#65a30d" transform="rotate(28 240 170)"/>` +
    `<ellipse cx="200" cy="140" rx="24" ry="70" fill="#3f6212"/>` +
    p('M136 222 L264 222 L250 322 L150 322 Z', c) +
    p('M126 206 h148 v26 h-148 Z', d),
  frame: (c, d) =>
    p('M86 86 h228 v228 h-228 Z', c) +
    p('M112 112 h176 v176 h-176 Z', '#ffffff') +
    p('M126 126 h148 v148 h-148 Z', '#e0f2fe') +
    `<circle cx="238" cy="164" r="16" fill="#fbbf24"/>` +
    p('M126 274 L176 196 L212 244 L238 214 L274 274 Z', d),
  tool: (c, d) =>
    p('M200 76 Q262 146 232 232 L168 232 Q138 146 200 76 Z', '#cbd5e1') +
    line('M200 96 L200 220', '#94a3b8', 4) +
    p('M186 232 h28 v94 a14 14 0 0 1 -28 0 Z', c) +
    p('M180 226 h40 v16 h-40 Z', d),
  tea: (c, d) =>
    p('M130 112 L270 112 L286 322 L114 322 Z', c) +
    p('M124 94 h152 v26 h-152 Z', d) +
    `<circle cx="200" cy="224" r="46" fill="#ffffff" opacity="0.92"/>` +
    p('M200 192 Q236 214 200 256 Q164 214 200 192 Z', '#4d7c0f') +
    line('M200 200 L200 250', '#ffffff', 3),
  teapot: (c, d) =>
    line('M286 196 Q336 200 330 246 Q326 280 290 274', d, 14) +
    p('M112 214 Q66 204 52 154 L72 148 Q88 186 120 190 Z', c) +
    `<ellipse cx="200" cy="226" rx="104" ry="86" fill="${c}"/>` +
    `<ellipse cx="200" cy="146" rx="50" ry="14" fill="${d}"/>` +
    `<circle cx="200" cy="128" r="11" fill="${d}"/>` +
    line('M120 250 Q200 282 280 250', d, 5),
  bike: (c, d) =>
    `<circle cx="118" cy="262" r="62" fill="none" stroke="${d}" stroke-width="12"/>` +
    `<circle cx="288" cy="262" r="62" fill="none" stroke="${d}" stroke-width="12"/>` +
    line('M118 262 L188 262 L268 180 L158 180 L188 262 M268 180 L288 262 M158 180 L118 262 M158 180 L148 146 M268 180 L260 144 L288 138', c, 12) +
    line('M130 146 h36', '#1f2937', 12),
  helmet: (c, d) =>
    p('M88 262 Q88 124 208 116 Q322 120 322 240 L304 262 Z', c) +
    line('M150 150 L170 200 M200 136 L206 196 M250 140 L240 198', d, 10) +
    p('M84 252 h232 v18 h-232 Z', d) +
    line('M130 270 Q150 320 200 320 Q250 320 270 270', d, 5),
  scarf: (c, d) =>
    p('M130 70 h140 a14 14 0 0 1 14 14 v40 a14 14 0 0 1 -14 14 h-140 a14 14 0 0 1 -14 -14 v-40 a14 14 0 0 1 14 -14 Z', c) +
    p('M148 126 L196 126 L190 306 L142 306 Z', c) +
    p('M206 126 L254 126 L266 290 L218 290 Z', d) +
    p('M144 180 h50 v14 h-50 Z M144 250 h48 v14 h-48 Z', d) +
    line('M146 310 v18 M158 310 v18 M170 310 v18 M182 310 v18 M222 294 v18 M234 294 v18 M246 294 v18 M258 294 v18', c, 4),
};

/** #rrggbb mixed with white (amount 0-1 of white) or black (negative amounts). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const parts = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) =>
    Math.round(amount >= 0 ? v + (255 - v) * amount : v * (1 + amount)),
  );
  return `#${parts.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The whole SVG document for one product: a tinted backdrop, a soft shadow, the shape. */
export function productSvg(kind: IconKind, color: string, title: string): string {
  const safeColor = /^#[0-9a-f]{6}$/i.test(color) ? color : '#64748b';
  const dark = shade(safeColor, -0.35);
  const back = shade(safeColor, 0.86);
  const label = title.replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${label}">` +
    `<rect width="400" height="400" fill="${back}"/>` +
    `<circle cx="320" cy="70" r="120" fill="#ffffff" opacity="0.35"/>` +
    `<ellipse cx="200" cy="340" rx="130" ry="14" fill="${dark}" opacity="0.18"/>` +
    DRAW[kind](safeColor, dark) +
    `</svg>`;
}
