import { elementsOf, parseSelector, selectorMatches } from './theme-selector';

const PAGE = `<!doctype html><html><body class="page home">
<!-- <div id="commented"></div> -->
<script>document.write('<div id="scripted"></div>')</script>
<div id='vitrine-slot-home' data-role=slot></div>
<footer class="site-footer dark" data-x="a&amp;b"><p>x</p></footer>
<input type="text" disabled/>
</body></html>`;

describe('selectors on a server-rendered page', () => {
  const els = elementsOf(PAGE);

  it('matches types, ids, classes and attributes, alone or together', () => {
    expect(selectorMatches(els, '#vitrine-slot-home')).toBe(true);
    expect(selectorMatches(els, 'div#vitrine-slot-home[data-role="slot"]')).toBe(true);
    expect(selectorMatches(els, 'footer')).toBe(true);
    expect(selectorMatches(els, 'FOOTER.site-footer.dark')).toBe(true);
    expect(selectorMatches(els, '[data-x="a&b"]')).toBe(true);
    expect(selectorMatches(els, 'input[disabled]')).toBe(true);
    expect(selectorMatches(els, '*')).toBe(true);
    expect(selectorMatches(els, '#nope, .site-footer')).toBe(true);
  });

  it('finds nothing where the page has nothing', () => {
    expect(selectorMatches(els, '#vitrine-slot-product')).toBe(false);
    expect(selectorMatches(els, 'footer.light')).toBe(false);
    expect(selectorMatches(els, 'div.site-footer')).toBe(false);
    expect(selectorMatches(els, '[data-role=other]')).toBe(false);
    // Comments and script text are not elements.
    expect(selectorMatches(els, '#commented')).toBe(false);
    expect(selectorMatches(els, '#scripted')).toBe(false);
    // Ids and classes are case-sensitive.
    expect(selectorMatches(els, '#VITRINE-SLOT-HOME')).toBe(false);
  });

  it('answers "cannot tell" outside the subset instead of guessing', () => {
    for (const s of ['main .x', 'div > p', 'a + b', 'li:first-child', '[x^="a"]', '#a\\:b', '', ' , ', '[a="x,y"]', 'x'.repeat(600)]) {
      expect(selectorMatches(els, s)).toBeNull();
    }
    expect(parseSelector('<script>')).toBeNull();
  });
});
