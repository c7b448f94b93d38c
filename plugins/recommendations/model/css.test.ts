import { generateCss } from './css';

describe('generateCss', () => {
  it('scopes known elements to the recommendation and drops unsafe values', () => {
    const css = generateCss('abc123', {
      desktop: { style: { title: { 'font-size': '18px', color: 'red;} body{x:y' }, bogus: { color: 'red' } } },
      mobile: { style: { widget: { margin: 0 } } },
    });
    expect(css).toBe('#vitrine-rec-abc123 .vitrine-title {\n  font-size: 18px;\n}\n@media (max-width: 480px) {\n  #vitrine-rec-abc123 .vitrine-widget {\n    margin: 0;\n  }\n}');
    expect(generateCss('x', undefined)).toBe('');
  });
});
