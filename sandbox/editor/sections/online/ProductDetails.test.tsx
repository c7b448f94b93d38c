/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { FIELD_MESSAGES } from '../../fields/messages';
import { makeProps, renderSection } from '../testing';
import { ONLINE_SECTIONS } from '.';
import { ONLINE_MESSAGES as M } from './messages';

const section = ONLINE_SECTIONS.find((s) => s.id === 'product-details')!;
const toggle = (layer: string) => screen.getByRole('switch', { name: M.show(layer) }) as HTMLInputElement;

describe('Product Details', () => {
  it('has a show toggle per layer of spec 2, with the defaults', () => {
    renderSection(section, makeProps());
    const L = M.layers;
    expect([L.image, L.title, L.vendor, L.price, L.comparePrice, L.saleBadge, L.reviews].map((l) => [l, toggle(l).checked])).toEqual([
      ['Image', true],
      ['Title', true],
      ['Vendor', false],
      ['Price', true],
      ['Compare Price', true],
      ['Sale Badge', true],
      ['Reviews', true],
    ]);
  });

  it('turns a layer on and offers its style', () => {
    const props = makeProps();
    renderSection(section, props);
    expect(screen.queryByRole('button', { name: FIELD_MESSAGES.expand(M.style(M.layers.vendor)) })).toBeNull();
    fireEvent.click(toggle(M.layers.vendor));
    expect(props.rec.opt('desktop', 'showProductVendor')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: FIELD_MESSAGES.expand(M.style(M.layers.vendor)) }));
    fireEvent.change(screen.getByLabelText(/Letter Spacing/), { target: { value: '-3' } });
    fireEvent.blur(screen.getByLabelText(/Letter Spacing/));
    expect(props.rec.opt('desktop', 'style')).toEqual({ 'product-vendor': { 'letter-spacing': -2 } });
  });

  it('crops to cover and takes the image ratio from width and height (spec 5)', () => {
    const props = makeProps();
    renderSection(section, props);
    const crop = screen.getByRole('switch', { name: M.cropImage });
    expect(crop).toHaveProperty('checked', true);
    fireEvent.click(crop);
    expect(props.rec.opt('desktop', 'imgFit')).toBe('contain');
    expect(screen.getByLabelText(M.ratioWidth)).toHaveProperty('value', '1');
    fireEvent.change(screen.getByLabelText(M.ratioHeight), { target: { value: '5' } });
    expect(props.rec.opt('desktop', 'imgRatio')).toBe('1:5');
    fireEvent.change(screen.getByLabelText(M.ratioWidth), { target: { value: 'x' } });
    expect(screen.getByText(M.ratioInvalid)).toBeTruthy();
    expect(props.rec.opt('desktop', 'imgRatio')).toBe('1:5');
    fireEvent.change(screen.getByLabelText(M.ratioWidth), { target: { value: '4' } });
    expect(props.rec.opt('desktop', 'imgRatio')).toBe('4:5');
  });

  it('clamps the product title to lines (1-5 or none)', () => {
    const props = makeProps();
    renderSection(section, props);
    fireEvent.click(screen.getByRole('button', { name: FIELD_MESSAGES.expand(M.style(M.layers.title)) }));
    fireEvent.change(screen.getByLabelText('Line Clamp'), { target: { value: '2' } });
    expect(props.rec.opt('desktop', 'style')).toEqual({ 'product-title': { 'line-clamp': 2 } });
  });

  it('edits the sale badge label with its placeholders', () => {
    const props = makeProps();
    renderSection(section, props);
    const label = screen.getByLabelText(M.saleBadgeLabel);
    expect(label).toHaveProperty('placeholder', 'Save {itemSalePercent}');
    fireEvent.change(label, { target: { value: '-{itemSaleTotal}' } });
    expect(props.rec.opt('desktop', 'saleBadgeLabel')).toBe('-{itemSaleTotal}');
  });
});
