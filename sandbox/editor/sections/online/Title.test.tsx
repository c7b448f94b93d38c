/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { TEXT_LIMITS } from '../../../../plugins/recommendations/model/fields';
import { FIELD_MESSAGES } from '../../fields/messages';
import { makeProps, renderSection } from '../testing';
import { ONLINE_SECTIONS } from '.';
import { ONLINE_MESSAGES as M } from './messages';

const section = ONLINE_SECTIONS.find((s) => s.id === 'title')!;

describe('Title', () => {
  it('shows the title switch on by default and writes the title text of the form factor edited', () => {
    const props = makeProps({ ff: 'mobile' });
    renderSection(section, props);
    expect(screen.getByRole('switch', { name: M.showTitle })).toHaveProperty('checked', true);
    const input = screen.getByLabelText(M.titleText);
    expect(input).toHaveProperty('placeholder', 'Best Sellers');
    fireEvent.change(input, { target: { value: 'Picked for you' } });
    expect(props.rec.opt('mobile', 'title')).toBe('Picked for you');
    expect(props.rec.opt('desktop', 'title')).toBeUndefined();
    expect(props.rec.changes).toEqual({ widgetOpts: { mobile: { title: 'Picked for you' } } });
  });

  it('holds the title text to the API’s limit with a counter, and says so when a saved one is longer (issue 32 #12)', () => {
    const props = makeProps();
    renderSection(section, props);
    const input = screen.getByLabelText(M.titleText);
    expect(input).toHaveProperty('maxLength', TEXT_LIMITS.title);
    fireEvent.change(input, { target: { value: 'Picked' } });
    expect(screen.getByText(FIELD_MESSAGES.count(6, TEXT_LIMITS.title))).toBeTruthy();
    fireEvent.change(input, { target: { value: 't'.repeat(1200) } });
    expect(screen.getByText(FIELD_MESSAGES.tooLong(TEXT_LIMITS.title))).toBeTruthy();
  });

  it("shows the template's own title as the placeholder of an empty title text (issue 32 #14)", () => {
    renderSection(section, makeProps({ doc: { template: 'new-arrivals' } }));
    expect(screen.getByLabelText(M.titleText)).toHaveProperty('placeholder', 'New Arrivals');
  });

  it('hides the title fields when the title is switched off', () => {
    const props = makeProps();
    renderSection(section, props);
    fireEvent.click(screen.getByRole('switch', { name: M.showTitle }));
    expect(props.rec.opt('desktop', 'showTitle')).toBe(false);
    expect(screen.queryByLabelText(M.titleText)).toBeNull();
  });

  it('edits the typography within spec 2 ranges (font size 0-30)', () => {
    const props = makeProps();
    renderSection(section, props);
    fireEvent.click(screen.getByRole('button', { name: FIELD_MESSAGES.expand(M.titleStyle) }));
    const size = screen.getByLabelText(/Font Size/);
    fireEvent.change(size, { target: { value: '22' } });
    expect(props.rec.opt('desktop', 'style')).toEqual({ title: { 'font-size': 22 } });
    fireEvent.change(size, { target: { value: '45' } });
    expect(screen.getByText(FIELD_MESSAGES.outOfRange(0, 30))).toBeTruthy();
    fireEvent.blur(size);
    expect(props.rec.opt('desktop', 'style')).toEqual({ title: { 'font-size': 30 } });
  });
});
