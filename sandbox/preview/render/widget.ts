import { scopeClass, type DeliveredRecommendation, type ResolvedWidgetOpts } from '../../../sdk/sandbox/delivery';
import { renderCard } from './card';
import { renderCta, type CtaDeps } from './cta';
import { classList, escapeHtml, h } from './dom';
import { renderGrid } from './grid';
import { renderList } from './list';
import type { FormatMoney } from './money';
import { renderSlider } from './slider';

/** The runtime's title wrapper when the site has none (Site settings: global.title). */
export const DEFAULT_TITLE_WRAPPER = '<h2 class="vitrine-title-heading">{titleText}</h2>';

export interface WidgetEnv {
  money: FormatMoney;
  /** The site's global title wrapper HTML with {titleText}; '' for the default. */
  titleWrapper: string;
  cta: (rec: DeliveredRecommendation) => CtaDeps;
}

/**
 * The title inside the global title wrapper. The wrapper is the merchant's HTML (their shop,
 * their markup); the title text is escaped and carries the id the region is labelled by.
 */
export function renderTitle(text: string, wrapper: string, id: string): HTMLElement {
  const title = h('div', { class: 'vitrine-title' });
  const span = `<span class="vitrine-title-text" id="${escapeHtml(id)}">${escapeHtml(text)}</span>`;
  const html = (wrapper || DEFAULT_TITLE_WRAPPER).replaceAll('{titleText}', span);
  title.innerHTML = html.includes('vitrine-title-text') ? html : `${html}${span}`;
  return title;
}

/**
 * One recommendation as an accessible region: title, products as a list in the chosen layout.
 * Null when the recommendation is disabled on this form factor or has no products.
 * Hidden By Default (testMode) renders with `hidden` so A/B code can reveal it.
 */
export function renderWidget(rec: DeliveredRecommendation, opts: ResolvedWidgetOpts, env: WidgetEnv): HTMLElement | null {
  if (opts.disabled || !rec.products.length) return null;
  const scope = scopeClass(rec.id);
  const titleId = `vitrine-t-${scope}`;
  const titleText = opts.title || rec.title;
  const deps = env.cta(rec);
  const cards = rec.products.map((product) => renderCard(product, { opts, money: env.money, cta: renderCta(product, opts, deps) }));
  const layout = opts.widget === 'grid' ? renderGrid(cards, opts) : opts.widget === 'list' ? renderList(cards, opts) : renderSlider(cards, opts);
  const root = h('section', {
    class: ['vitrine-widget', `vitrine-${opts.widget}-widget`, scope, ...classList(opts.customClasses)].join(' '),
    'data-vitrine-rec': rec.id,
    'aria-labelledby': opts.showTitle ? titleId : null,
    'aria-label': opts.showTitle ? null : titleText,
    hidden: rec.testMode || opts.testMode,
    'data-vitrine-test-mode': rec.testMode || opts.testMode ? 'true' : null,
  });
  if (opts.showTitle) root.append(renderTitle(titleText, env.titleWrapper, titleId));
  root.append(layout);
  return root;
}
