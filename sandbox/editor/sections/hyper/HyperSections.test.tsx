/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { scopeClass } from '../../../../sdk/sandbox';
import { makeCtx, makeHost, makeRec, renderWithCodeDoubles, REC_ID } from '../../testing/sections';
import { CODE_SECTION_MESSAGES } from '../code/messages';
import type { SectionDef } from '../types';
import { HYPER_SECTIONS } from './index';
import { parseJsonText } from './json-text';
import { HYPER_MESSAGES as M } from './messages';

const HYPER = { kind: 'hyper-online', place: 'H', hyperBlock: { section: { style: { gap: 8 }, rootProps: { location: 'footer', order: 2 }, blocks: [{ type: 'heading' }] } } };
const def = (id: string) => HYPER_SECTIONS.find((s) => s.id === id) as SectionDef;

function setup(id: string, fields: Record<string, unknown> = {}, ctx = makeCtx()) {
  const { rec } = makeRec({ ...HYPER, ...fields });
  const Section = def(id).component;
  renderWithCodeDoubles(<Section rec={rec} ff="desktop" ctx={ctx} host={makeHost()} />);
  return rec;
}
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('the hyper-online sections', () => {
  it('lists Custom Page only for a CUSTOM place, then the section and Advanced & Code', () => {
    expect(HYPER_SECTIONS.map((s) => s.title)).toEqual(['Custom Page', 'Section', 'Advanced & Code']);
    const when = def('hyper-custom-page').when!;
    const props = (place: string) => ({ rec: makeRec({ place }).rec, ff: 'desktop' as const, ctx: makeCtx(), host: makeHost() });
    expect(when(props('CUSTOM~faq'))).toBe(true);
    expect(when(props('H'))).toBe(false);
  });

  it("Custom Page asks for a page ('* Required') and shows where a handle leads", () => {
    const rec = setup('hyper-custom-page', { place: 'CUSTOM~faq' });
    expect(screen.getByText('Custom content page - please provide a page definition')).toBeTruthy();
    expect(screen.getByText('* Required')).toBeTruthy();
    fireEvent.change(box(M.pageHandle), { target: { value: 'faq' } });
    expect(rec.pageMatcher).toEqual({ handle: 'faq' });
    expect(screen.getByText(M.pageHelp('/pages/faq'))).toBeTruthy();
    expect(screen.queryByText('* Required')).toBeNull();
  });

  it('the section editor changes the location and order and keeps the rest of the definition', () => {
    const rec = setup('hyper-section');
    expect(box(M.location).value).toBe('footer');
    fireEvent.change(box(M.location), { target: { value: 'main' } });
    expect(rec.hyperBlock.section).toEqual({ style: { gap: 8 }, rootProps: { location: 'main', order: 2 }, blocks: [{ type: 'heading' }] });
    fireEvent.change(box(M.location), { target: { value: '' } });
    expect(screen.getByText(M.locationRequired)).toBeTruthy();
  });

  it('shows the section definition read-only outside dev mode', () => {
    setup('hyper-code');
    openTab(M.definitionTab);
    expect(box(M.definitionLabel).readOnly).toBe(true);
    expect(JSON.parse(box(M.definitionLabel).value)).toEqual(HYPER.hyperBlock.section);
    expect(screen.getByText(M.definitionReadOnly)).toBeTruthy();
  });

  it('edits the definition in dev mode, keeping a broken text and saying where it breaks', () => {
    const rec = setup('hyper-code', {}, makeCtx({ devMode: true }));
    openTab(M.definitionTab);
    fireEvent.change(box(M.definitionLabel), { target: { value: '{\n  "rootProps": { "location": "header" },\n  oops\n}' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^JSON error at line 3, column 3: /);
    expect(rec.hyperBlock.section).toEqual(HYPER.hyperBlock.section);
    fireEvent.change(box(M.definitionLabel), { target: { value: '{ "rootProps": { "location": "header" } }' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rec.hyperBlock.section).toEqual({ rootProps: { location: 'header' } });
    expect(rec.changes).toEqual({ hyperBlock: { section: { rootProps: { location: 'header', order: null }, style: null, blocks: null } } });
  });

  it('compiles the SCSS inside the recommendation scope into the css the storefront applies', async () => {
    const rec = setup('hyper-code');
    fireEvent.change(box(CODE_SECTION_MESSAGES.scssLabel), { target: { value: '.vitrine-title { font-size: 2rem; }' } });
    await waitFor(() => expect(rec.css).toBe(`.${scopeClass(REC_ID)} .vitrine-title {\n  font-size: 2rem;\n}`), { timeout: 5000 });
    openTab(M.compiledTab);
    expect(box(M.compiledLabel).value).toBe(rec.css);
    expect(box(M.compiledLabel).readOnly).toBe(true);
  });

  it('has the JavaScript pane and the Alternate Preview Path', () => {
    const rec = setup('hyper-code');
    openTab(CODE_SECTION_MESSAGES.jsTab);
    fireEvent.change(box(CODE_SECTION_MESSAGES.jsLabel), { target: { value: 'return {};' } });
    fireEvent.change(box(CODE_SECTION_MESSAGES.altPreviewPath), { target: { value: '/pages/landing' } });
    expect(rec.changes).toEqual({ js: 'return {};', config: { altPreviewUrl: '/pages/landing' } });
  });
});

describe('parseJsonText', () => {
  it('gives 1-based line and column of the break', () => {
    expect(parseJsonText('{"a": 1,\n "b": }')).toMatchObject({ ok: false, line: 2, column: 7 });
    expect(parseJsonText('[1]')).toEqual({ ok: true, value: [1] });
  });
});

describe('parseJsonText agrees with JSON.parse', () => {
  const samples = ['{}', '[]', '{"a":[1,2.5e3,-0,true,false,null,"x\\u00e9\\n"]}', ' 1 ', '{"a" 1}', '{"a":1,}', '[1 2]', '"open', '{"a":01}', 'tru', '{"a":"\t"}', '', '{} x', '{"a":{"b":[{}]}}'];
  it.each(samples)('%j', (text) => {
    let valid = true;
    try {
      JSON.parse(text);
    } catch {
      valid = false;
    }
    expect(parseJsonText(text).ok).toBe(valid);
  });
});
