/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { makeProps, renderSection } from '../testing';
import { ONLINE_SECTIONS } from '.';
import { ONLINE_MESSAGES as M } from './messages';

const section = ONLINE_SECTIONS.find((s) => s.id === 'widget-location')!;

describe('Widget Location', () => {
  it('has spec 2’s fields, showing the default location before the footer', () => {
    renderSection(section, makeProps());
    for (const label of [M.type, M.location, M.locationOrder, M.wrapperDivClasses, M.customClasses]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: M.insertAbove })).toHaveProperty('checked', true);
    expect(screen.getByLabelText(M.location)).toHaveProperty('value', 'footer');
  });

  it('requires a location (spec 5) and stores what is typed', () => {
    const props = makeProps();
    renderSection(section, props);
    const location = screen.getByLabelText(M.location);
    fireEvent.change(location, { target: { value: '' } });
    expect(screen.getByText(M.locationRequired)).toBeTruthy();
    expect(props.rec.opt('desktop', 'location')).toBe('');
    fireEvent.change(location, { target: { value: '#main' } });
    expect(screen.queryByText(M.locationRequired)).toBeNull();
    expect(props.rec.opt('desktop', 'location')).toBe('#main');
  });

  it('Insert Above off puts the widget inside the location, at its end', () => {
    const props = makeProps();
    renderSection(section, props);
    fireEvent.click(screen.getByRole('checkbox', { name: M.insertAbove }));
    expect([props.rec.opt('desktop', 'insert'), props.rec.opt('desktop', 'insertBefore')]).toEqual(['append', false]);
    expect(props.rec.resolved('desktop').insert).toBe('append');
  });

  it('shows the slot name from the external id and uses it as the location', () => {
    const props = makeProps();
    renderSection(section, props);
    expect(screen.getByText('vitrine-slot-home-picks')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: M.useSlot }));
    expect(props.rec.opt('desktop', 'location')).toBe('#vitrine-slot-home-picks');
  });

  it('a popup has no location, insert or order', () => {
    const props = makeProps();
    renderSection(section, props);
    fireEvent.change(screen.getByLabelText(M.type), { target: { value: 'popup' } });
    expect(props.rec.opt('desktop', 'showInPopup')).toBe(true);
    expect(screen.queryByLabelText(M.location)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: M.insertAbove })).toBeNull();
    expect(screen.getByLabelText(M.customClasses)).toBeTruthy();
  });

  it('orders recommendations at one location with a number', () => {
    const props = makeProps();
    renderSection(section, props);
    fireEvent.change(screen.getByLabelText(M.locationOrder), { target: { value: '2' } });
    expect(props.rec.opt('desktop', 'order')).toBe(2);
  });
});
