import { isCheckableSelector, pageOf, selectorMatches } from './theme-selector';

const PAGE = `<!doctype html><html><body class="page home">
<!-- <div id="commented"></div> -->
<script>document.write('<div id="scripted"></div>')</script>
<main><section class="products"><div id='vitrine-slot-home' data-role=slot></div><p class="note">x</p></section></main>
<footer class="site-footer dark" data-x="a&amp;b"><p>x</p></footer>
<input type="text" disabled/>
</body></html>`;

describe('selectors on a server-rendered page', () => {
  const page = pageOf(PAGE);

  it('matches types, ids, classes and attributes, alone or together', () => {
    expect(selectorMatches(page, '#vitrine-slot-home')).toBe(true);
    expect(selectorMatches(page, 'div#vitrine-slot-home[data-role="slot"]')).toBe(true);
    expect(selectorMatches(page, 'footer')).toBe(true);
    expect(selectorMatches(page, 'FOOTER.site-footer.dark')).toBe(true);
    expect(selectorMatches(page, '[data-x="a&b"]')).toBe(true);
    expect(selectorMatches(page, 'input[disabled]')).toBe(true);
    expect(selectorMatches(page, '*')).toBe(true);
    expect(selectorMatches(page, '#nope, .site-footer')).toBe(true);
  });

  it('follows combinators, attribute operators and structural pseudo-classes, as the theme places a widget', () => {
    expect(selectorMatches(page, 'main .products > #vitrine-slot-home')).toBe(true);
    expect(selectorMatches(page, '#vitrine-slot-home + p.note')).toBe(true);
    expect(selectorMatches(page, '[id^="vitrine-slot"]')).toBe(true);
    expect(selectorMatches(page, 'section > div:first-child')).toBe(true);
    expect(selectorMatches(page, 'section:has(> #vitrine-slot-home)')).toBe(true);
    expect(selectorMatches(page, 'footer > #vitrine-slot-home')).toBe(false);
    expect(selectorMatches(page, 'main ~ #vitrine-slot-home')).toBe(false);
    expect(selectorMatches(page, 'section > p:first-child')).toBe(false);
  });

  it('finds nothing where the page has nothing', () => {
    expect(selectorMatches(page, '#vitrine-slot-product')).toBe(false);
    expect(selectorMatches(page, 'footer.light')).toBe(false);
    expect(selectorMatches(page, 'div.site-footer')).toBe(false);
    expect(selectorMatches(page, '[data-role=other]')).toBe(false);
    // Comments and script text are not elements.
    expect(selectorMatches(page, '#commented')).toBe(false);
    expect(selectorMatches(page, '#scripted')).toBe(false);
    // Ids and classes are case-sensitive.
    expect(selectorMatches(page, '#VITRINE-SLOT-HOME')).toBe(false);
  });

  it('answers "cannot tell" for what the served HTML cannot show, and for what is not CSS', () => {
    for (const s of ['a:hover', 'input:focus', 'p::before', ':not(:checked)', '#a:unknown-pseudo', '', ' , ', 'div >', '<script>', 'x'.repeat(600)]) {
      expect(selectorMatches(page, s)).toBeNull();
    }
    expect(isCheckableSelector('main .x')).toBe(true);
    expect(isCheckableSelector('li:nth-child(2n+1)')).toBe(true);
  });
});
