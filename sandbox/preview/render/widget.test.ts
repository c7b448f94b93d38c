/** @jest-environment jsdom */
import { resolveWidgetOpts, type WidgetOpts } from '../../../sdk/sandbox/delivery';
import { recommendation } from '../fixtures';
import { moneyFormatter } from './money';
import { renderTitle, renderWidget, type WidgetEnv } from './widget';

const env: WidgetEnv = {
  money: moneyFormatter('EUR', 'de-DE'),
  titleWrapper: '',
  cta: () => ({ add: jest.fn(), after: jest.fn(), go: jest.fn() }),
};
beforeAll(() => {
  window.requestAnimationFrame = (cb) => setTimeout(cb, 0) as unknown as number;
});
const render = (o: WidgetOpts, ff: 'desktop' | 'mobile' = 'desktop', e = env) => renderWidget(recommendation('r1', o, o), resolveWidgetOpts(o, ff), e);

describe('a widget', () => {
  it('is a region labelled by its title, in the layout of its form factor', () => {
    const desktop = render({})!;
    expect(desktop.tagName).toBe('SECTION');
    const titleId = desktop.getAttribute('aria-labelledby')!;
    expect(desktop.querySelector(`#${titleId}`)!.textContent).toBe('Title r1');
    expect(desktop.querySelector('.vitrine-slider')).not.toBeNull();
    expect(desktop.classList.contains('vitrine-r-r1')).toBe(true);
    expect(desktop.querySelector('.vitrine-product-price')!.textContent).toMatch(/^30,00\s€$/);
    expect(render({}, 'mobile')!.querySelector('.vitrine-grid')).not.toBeNull();
    expect(render({ widget: 'list' })!.querySelector('.vitrine-list')).not.toBeNull();
  });

  it('renders nothing on a form factor where it is disabled', () => {
    expect(render({ disabled: true })).toBeNull();
  });

  it('is hidden when Hidden By Default (testMode) is on', () => {
    const widget = render({ testMode: true })!;
    expect(widget.hidden).toBe(true);
    expect(widget.dataset.vitrineTestMode).toBe('true');
    expect(render({})!.hidden).toBe(false);
  });

  it('carries the custom classes and, without a shown title, an aria-label', () => {
    const widget = render({ customClasses: 'promo  wide', showTitle: false, title: 'Picks' })!;
    expect(widget.classList.contains('promo') && widget.classList.contains('wide')).toBe(true);
    expect(widget.querySelector('.vitrine-title')).toBeNull();
    expect(widget.getAttribute('aria-label')).toBe('Picks');
  });

  it('puts the escaped title into the global title wrapper at {titleText}', () => {
    const title = renderTitle('Tom & <Jerry>', '<h3 class="shop-h">★ {titleText}</h3>', 't1');
    expect(title.querySelector('h3.shop-h')!.innerHTML).toBe('★ <span class="vitrine-title-text" id="t1">Tom &amp; &lt;Jerry&gt;</span>');
    expect(renderTitle('Plain', 'no placeholder', 't2').querySelector('#t2')!.textContent).toBe('Plain');
    expect(renderTitle('Default', '', 't3').querySelector('h2.vitrine-title-heading #t3')).not.toBeNull();
  });
});
