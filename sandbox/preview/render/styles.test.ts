/** @jest-environment jsdom */
import { elementStylesCss, setStyle, styleMapToDeclarations } from './styles';

describe('per-element styles', () => {
  it('scopes every element map under the recommendation class, in element order', () => {
    const css = elementStylesCss('vitrine-r-a1', {
      'product-title': { color: '#222', fontSize: 14 },
      widget: { 'background-color': '#fafafa', padding: 8 },
      'product-add-to-cart-btn': { 'border-radius': 20, opacity: 0.9 },
    });
    expect(css.split('\n')).toEqual([
      '.vitrine-r-a1.vitrine-widget{background-color:#fafafa;padding:8px}',
      '.vitrine-r-a1 .vitrine-product-title{color:#222;font-size:14px}',
      '.vitrine-r-a1 .vitrine-product-add-to-cart-btn{border-radius:20px;opacity:0.9}',
    ]);
  });

  it('turns line-clamp into the spec 5 rules, and none into a reset', () => {
    expect(styleMapToDeclarations({ 'line-clamp': 3 })).toEqual([
      'display:-webkit-box',
      '-webkit-box-orient:vertical',
      '-webkit-line-clamp:3',
      'line-clamp:3',
      'overflow:hidden',
      'line-height:1.5em',
      'min-height:4.5em',
    ]);
    expect(styleMapToDeclarations({ 'line-clamp': 'none' })).toContain('-webkit-line-clamp:none');
  });

  it('keeps a value from closing its rule', () => {
    expect(styleMapToDeclarations({ color: 'red} body{display:none' })).toEqual(['color:red bodydisplay:none']);
    expect(styleMapToDeclarations({ 'bad name!': 'x', empty: '' })).toEqual([]);
  });

  it('keeps one style element per key and replaces its text', () => {
    setStyle('rec:x', 'a{color:red}');
    setStyle('rec:x', 'a{color:blue}');
    const els = document.head.querySelectorAll('style[data-vitrine-style="rec:x"]');
    expect(els).toHaveLength(1);
    expect(els[0].textContent).toBe('a{color:blue}');
    setStyle('rec:x', '');
    expect(document.head.querySelector('style[data-vitrine-style="rec:x"]')).toBeNull();
  });
});
