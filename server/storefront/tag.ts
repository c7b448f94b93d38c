import type { Html } from './html';
import type { Shop } from './shop-context';

/**
 * The slot for the data-collection tag (the script the recommendations suite installs on a
 * shop). It is built separately; until it lands, pages include nothing here.
 * TODO: return the tag's <script src> once the tag is served (its own issue).
 */
export function tagScript(_shop: Shop): Html | '' {
  return '';
}
