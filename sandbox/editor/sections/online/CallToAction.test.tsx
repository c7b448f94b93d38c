/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { TEXT_LIMITS } from '../../../../plugins/recommendations/model/fields';
import { FIELD_MESSAGES } from '../../fields/messages';
import { makeProps, renderSection } from '../testing';
import { ONLINE_SECTIONS } from '.';
import { ONLINE_MESSAGES as M } from './messages';

const section = ONLINE_SECTIONS.find((s) => s.id === 'call-to-action')!;

function open() {
  const props = makeProps();
  renderSection(section, props);
  fireEvent.click(screen.getByRole('switch', { name: M.showCallToAction }));
  return props;
}

describe('Call To Action', () => {
  it('is off by default, and on shows spec 2’s fields with the default titles', () => {
    const props = makeProps();
    renderSection(section, props);
    expect(screen.getByRole('switch', { name: M.showCallToAction })).toHaveProperty('checked', false);
    expect(screen.queryByLabelText(M.addToCartTitle)).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: M.showCallToAction }));
    expect(props.rec.opt('desktop', 'showProductAddToCart')).toBe(true);
    expect(screen.getByLabelText(M.addToCartTitle)).toHaveProperty('placeholder', 'Add To Cart');
    for (const label of [M.addingToCartTitle, M.addedToCartTitle, M.outOfStockTitle, M.displayVariantOptions, M.action]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('switch', { name: M.hideOutOfStockVariants })).toBeTruthy();
  });

  it('holds a button label to the API’s limit, with a counter (issue 32 #18)', () => {
    open();
    const input = screen.getByLabelText(M.addToCartTitle);
    expect(input).toHaveProperty('maxLength', TEXT_LIMITS.buttonLabel);
    fireEvent.change(input, { target: { value: 'Buy' } });
    expect(screen.getByText(FIELD_MESSAGES.count(3, TEXT_LIMITS.buttonLabel))).toBeTruthy();
    for (const label of [M.addingToCartTitle, M.addedToCartTitle, M.outOfStockTitle]) expect(screen.getByLabelText(label)).toHaveProperty('maxLength', 40);
  });

  it('writes a title, and an emptied one falls back to the default', () => {
    const props = open();
    const title = screen.getByLabelText(M.addToCartTitle);
    fireEvent.change(title, { target: { value: 'Buy' } });
    expect(props.rec.opt('desktop', 'addToCartTitle')).toBe('Buy');
    fireEvent.change(title, { target: { value: '' } });
    expect(props.rec.opt('desktop', 'addToCartTitle')).toBeUndefined();
  });

  it('asks for an out of stock title only when those variants are not hidden', () => {
    const props = open();
    fireEvent.click(screen.getByRole('switch', { name: M.hideOutOfStockVariants }));
    expect(props.rec.opt('desktop', 'hideOutOfStockVariants')).toBe(true);
    expect(screen.queryByLabelText(M.outOfStockTitle)).toBeNull();
  });

  it('dynamic variant options ask for the multiple and single option titles', () => {
    const props = open();
    expect(screen.queryByLabelText(M.singleOptionTitle)).toBeNull();
    fireEvent.change(screen.getByLabelText(M.displayVariantOptions), { target: { value: 'dynamic' } });
    expect(props.rec.opt('desktop', 'displayVariantOptions')).toBe('dynamic');
    expect(screen.getByLabelText(M.multipleOptionsTitle)).toHaveProperty('placeholder', 'Choose Options');
    expect(screen.getByLabelText(M.singleOptionTitle)).toHaveProperty('placeholder', 'Choose {option}');
    expect(screen.getAllByText(M.optionHelper)).toHaveLength(2);
  });

  it('offers the five actions of spec 2, add and redirect to cart by default', () => {
    const props = open();
    const action = screen.getByLabelText(M.action) as HTMLSelectElement;
    expect(action.value).toBe('cart');
    expect([...action.options].map((o) => o.textContent)).toEqual([
      'Redirect to product page',
      'Add and update minicart',
      'Add and reload page',
      'Add and redirect to cart',
      'Add and redirect to checkout',
    ]);
    fireEvent.change(action, { target: { value: 'minicart' } });
    expect(props.rec.opt('desktop', 'addToCartRedirect')).toBe('minicart');
  });
});
