import type { CatalogProduct } from '../../plugins/recommendations/engine/types';
import type { IconKind } from './icons';
import { COLOR_NAMES, colorHex, COLORS } from './palette';
import { hash32 } from './prng';
import { themeFor } from './themes';

/** How a product is drawn: its kind's shape, in its first colour (or a steady pick for colourless products). */
export function productLook(external: string, product: CatalogProduct): { icon: IconKind; color: string } {
  const kind = themeFor(external).kinds.find((k) => k.type === product.productType);
  const colorOption = product.options.find((o) => o.name === 'Color');
  const color = colorHex(colorOption?.values[0]) ?? COLORS[COLOR_NAMES[hash32(product.handle) % COLOR_NAMES.length]];
  return { icon: kind?.icon ?? 'bottle', color };
}
