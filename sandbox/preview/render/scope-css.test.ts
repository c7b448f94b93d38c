import { scopeCss } from './scope-css';

const W = ':where(.vitrine-r-1, .vitrine-r-1 *)';
const scoped = (css: string) => scopeCss(css, 'vitrine-r-1');

describe("scoping a recommendation's CSS to its widget", () => {
  it('puts the scope on the subject of every selector of a list', () => {
    expect(scoped('.vitrine-widget{outline:3px dashed #e11d48}')).toBe(`.vitrine-widget${W}{outline:3px dashed #e11d48}`);
    expect(scoped('.a .b > .c, .d{color:red}')).toBe(`.a .b > .c${W}, .d${W}{color:red}`);
    expect(scoped('*{margin:0}')).toBe(`*${W}{margin:0}`);
  });

  it('goes before pseudo-elements (both spellings) and after pseudo-classes', () => {
    expect(scoped('.t::before{content:"x"}')).toBe(`.t${W}::before{content:"x"}`);
    expect(scoped('.t:after{content:""}')).toBe(`.t${W}:after{content:""}`);
    expect(scoped('a:hover:not(.x){}')).toBe(`a:hover:not(.x)${W}{}`);
    expect(scoped('::selection{color:red}')).toBe(`${W}::selection{color:red}`);
    expect(scoped('.x:afterglow{}')).toBe(`.x:afterglow${W}{}`);
  });

  it('leaves commas, colons and braces inside brackets, strings and comments alone', () => {
    expect(scoped(':is(.a, .b) [data-x="1,2{"]{}')).toBe(`:is(.a, .b) [data-x="1,2{"]${W}{}`);
    expect(scoped('/* a, b { } */.a{content:"}"}.b{}')).toBe(`/* a, b { } */.a${W}{content:"}"}.b${W}{}`);
    expect(scoped('.a\\:b{}')).toBe(`.a\\:b${W}{}`);
  });

  it('scopes inside @media, @supports and @layer, and leaves @keyframes, @font-face and statements as written', () => {
    expect(scoped('@media (max-width: 480px){.a{x:1}.b{y:2}}')).toBe(`@media (max-width: 480px){.a${W}{x:1}.b${W}{y:2}}`);
    expect(scoped('@supports (display:grid){@media print{.a{}}}')).toBe(`@supports (display:grid){@media print{.a${W}{}}}`);
    const keyframes = '@keyframes pulse{from{opacity:0}50%{opacity:1}}';
    expect(scoped(keyframes)).toBe(keyframes);
    const fontFace = '@font-face{font-family:X;src:url(x.woff)}';
    expect(scoped(fontFace)).toBe(fontFace);
    expect(scoped('@import url(a.css);.a{}')).toBe(`@import url(a.css);.a${W}{}`);
  });

  it('keeps nested rules under their scoped parent as written', () => {
    expect(scoped('.card{color:red;&:hover{color:blue}.t{x:1}}')).toBe(`.card${W}{color:red;&:hover{color:blue}.t{x:1}}`);
  });

  it('copes with broken CSS without throwing: an unclosed block is closed, a stray brace kept', () => {
    expect(scoped('.a{color:red')).toBe(`.a${W}{color:red}`);
    expect(scoped('}.a{}')).toBe(`}.a${W}{}`);
    expect(scoped('   ')).toBe('');
  });
});
