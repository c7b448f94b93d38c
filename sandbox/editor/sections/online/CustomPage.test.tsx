/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { makeProps, renderSection } from '../testing';
import { ONLINE_SECTIONS } from '.';
import { ONLINE_MESSAGES as M } from './messages';

const section = ONLINE_SECTIONS.find((s) => s.id === 'custom-page')!;

describe('Custom Page', () => {
  it('marks handle and path * Required, and shows the page once given', () => {
    const props = makeProps({ doc: { place: 'CUSTOM~faq' } });
    renderSection(section, props);
    expect(screen.getAllByText(M.required)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(M.pageHandle), { target: { value: 'faq' } });
    expect(props.rec.pageMatcher).toEqual({ handle: 'faq' });
    expect(screen.queryByText(M.required)).toBeNull();
    expect(screen.getByText(M.shownOn('/pages/faq'))).toBeTruthy();
  });

  it('takes a path instead of a handle, and leaves an emptied matcher empty', () => {
    const props = makeProps({ doc: { place: 'CUSTOM~faq', pageMatcher: { path: '/pages/help' } } });
    renderSection(section, props);
    expect(screen.getByLabelText(M.pagePath)).toHaveProperty('value', '/pages/help');
    expect(screen.getByText(M.shownOn('/pages/help'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText(M.pagePath), { target: { value: '' } });
    expect(props.rec.pageMatcher).toEqual({});
    expect(screen.getAllByText(M.required)).toHaveLength(2);
  });
});
