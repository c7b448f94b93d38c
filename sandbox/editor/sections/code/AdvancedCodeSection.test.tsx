/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { scopeClass } from '../../../../sdk/sandbox';
import { makeCtx, makeHost, makeRec, renderWithCodeDoubles, REC_ID } from '../../testing/sections';
import { CODE_SECTIONS, codePill } from './index';
import { CODE_SECTION_MESSAGES as M } from './messages';

const Section = CODE_SECTIONS[0].component;

function setup(fields: Record<string, unknown> = {}) {
  const { rec } = makeRec(fields);
  renderWithCodeDoubles(<Section rec={rec} ff="desktop" ctx={makeCtx()} host={makeHost()} />);
  return rec;
}
const pane = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLTextAreaElement;
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('Advanced & Code', () => {
  it('is the spec section, and shows the CSS and JS pill only when there is code', () => {
    expect(CODE_SECTIONS.map((s) => [s.id, s.title])).toEqual([['code', 'Advanced & Code']]);
    expect(codePill(makeRec().rec)).toBeNull();
    expect(codePill(makeRec({ js: 'return {};' }).rec)).toBe('CSS and JS');
    expect(codePill(makeRec({ css: '.a{}' }).rec)).toBe('CSS and JS');
  });

  it('edits the CSS, and mounts one pane at a time', () => {
    const rec = setup({ css: '.a { color: red; }' });
    expect(pane(M.cssLabel).value).toBe('.a { color: red; }');
    // It says plainly that this CSS reaches this widget only, and where site-wide CSS goes.
    expect(screen.getByText(M.cssScope)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: M.jsLabel })).toBeNull();
    fireEvent.change(pane(M.cssLabel), { target: { value: '.vitrine-product-title { color: teal; }' } });
    expect(rec.css).toBe('.vitrine-product-title { color: teal; }');
    expect(rec.changes).toEqual({ css: '.vitrine-product-title { color: teal; }' });
  });

  it('compiles SCSS into the CSS the storefront applies, scoped to this recommendation', async () => {
    const rec = setup();
    openTab(M.scssTab);
    fireEvent.change(pane(M.scssLabel), { target: { value: '$c: teal;\n.vitrine-product-title { color: $c; }' } });
    await waitFor(() => expect(rec.css).toContain(`.${scopeClass(REC_ID)} .vitrine-product-title {\n  color: teal;\n}`), { timeout: 5000 });
    expect(rec.scss).toContain('$c: teal;');
    openTab(M.cssTab);
    expect(screen.getByText(M.cssFromScss)).toBeTruthy();
    expect(pane(M.cssLabel).readOnly).toBe(true);
  });

  it('shows an SCSS error at its line and column and keeps the last good CSS', async () => {
    const rec = setup({ css: '.kept{}', scss: '.kept{}' });
    openTab(M.scssTab);
    fireEvent.change(pane(M.scssLabel), { target: { value: '.a { color: red; }\n.b { color: $nope; }' } });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveProperty('textContent', M.scssError(2, 13, 'Undefined variable.'));
    expect(rec.css).toBe('.kept{}');
  });

  it("checks the JavaScript as it is typed: a syntax error says 'Unable to save' and the phase", () => {
    setup();
    openTab(M.jsTab);
    fireEvent.change(pane(M.jsLabel), { target: { value: 'return { a: ' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Unable to save');
    expect(alert.textContent).toContain(M.phase.syntax);
    expect((screen.getByRole('button', { name: M.test }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("Test runs the script and needs an object back, then says 'Testing Passed'", async () => {
    const rec = setup({ js: 'return vitrine.place;' });
    openTab(M.jsTab);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: M.test })));
    expect((await screen.findByRole('alert')).textContent).toContain('Please return an object.');
    fireEvent.change(pane(M.jsLabel), { target: { value: 'return { place: vitrine.place, id: vitrine.recommendation.id };' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: M.test })));
    expect(await screen.findByText('Testing Passed')).toBeTruthy();
    expect(rec.js).toContain('vitrine.recommendation.id');
  });

  it('shows the generated CSS read-only', () => {
    setup({ generatedCss: '.vitrine-r-x .vitrine-title{color:red}' });
    openTab(M.generatedTab);
    const viewer = pane('Generated CSS');
    expect(viewer.readOnly).toBe(true);
    expect(viewer.value).toBe('.vitrine-r-x .vitrine-title{color:red}');
  });

  it('sets Hidden By Default and the Alternate Preview Path, refusing a path that is not on the storefront', () => {
    const rec = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: M.hiddenByDefault }));
    expect(rec.testMode).toBe(true);
    const path = screen.getByRole('textbox', { name: M.altPreviewPath });
    fireEvent.change(path, { target: { value: '/pages/ab-test' } });
    expect(rec.changes).toEqual({ testMode: true, config: { altPreviewUrl: '/pages/ab-test' } });
    fireEvent.change(path, { target: { value: 'https://elsewhere.test' } });
    expect(screen.getByText(M.altPreviewPathInvalid)).toBeTruthy();
  });
});
