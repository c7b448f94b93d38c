// The real Sass compiler (the node build of the same `sass` package the browser chunk uses).
import { scopeClass } from '../../../sdk/sandbox';
import { compileScopedScss } from './scss';

const ID = '6650c0ffee00000000000001';
const SCOPE = `.${scopeClass(ID)}`;

describe('compileScopedScss', () => {
  it('compiles nesting, variables and & inside the recommendation scope only', async () => {
    const result = await compileScopedScss('$accent: #c00;\n.vitrine-product-title { color: $accent; &:hover { color: black; } }\n&.vitrine-widget { gap: 4px; }', ID);
    expect(result.ok).toBe(true);
    const css = (result as { css: string }).css;
    expect(css).toContain(`${SCOPE} .vitrine-product-title {\n  color: #c00;\n}`);
    expect(css).toContain(`${SCOPE} .vitrine-product-title:hover`);
    expect(css).toContain(`${SCOPE}.vitrine-widget {\n  gap: 4px;\n}`);
    // Every selector is scoped: nothing reaches the rest of the page.
    const selectors = css.split('\n').filter((l) => l.endsWith('{') && !l.startsWith('@'));
    expect(selectors.every((s) => s.trim().startsWith(SCOPE))).toBe(true);
  });

  it('scopes rules inside media queries too', async () => {
    const result = await compileScopedScss('@media (max-width: 480px) { .vitrine-product-price { font-size: 12px; } }', ID);
    expect(result).toEqual({ ok: true, css: expect.stringContaining(`@media (max-width: 480px) {\n  ${SCOPE} .vitrine-product-price`) });
  });

  it('gives the error at its line and column in the merchant text, not the wrapper', async () => {
    const result = await compileScopedScss('.a { color: red; }\n.b { color: $missing; }', ID);
    expect(result).toEqual({ ok: false, line: 2, column: 13, message: 'Undefined variable.' });
  });

  it('reports an unclosed block', async () => {
    const result = await compileScopedScss('.a {\n  color: red;\n', ID);
    expect(result).toMatchObject({ ok: false, line: 2, message: expect.stringMatching(/expected/) });
  });

  it('refuses a stray } that would end the scope and style the whole page', async () => {
    const result = await compileScopedScss('.a { color: red; }\n} body { display: none; } .b {', ID);
    expect(result).toMatchObject({ ok: false, line: 2, column: 1, message: 'unmatched "}".' });
  });

  it('compiles nothing to nothing without loading the compiler', async () => {
    await expect(compileScopedScss('  \n', ID)).resolves.toEqual({ ok: true, css: '' });
  });
});
