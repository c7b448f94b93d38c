/** @jest-environment jsdom */
import '../../testPolyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from 'sdk';
import { createTestServices } from 'sdk/testing';
import { GROWTH_BOTS } from '../../../model/catalogue';
import { renderPage } from '../../testing';
import { KIND_EXAMPLES, OFFERS } from './messages';
import { OfferBotsPage } from './OfferBotsPage';
import type { Discount } from '../../../model/discounts';

const discount = (n: number, over: Partial<Discount> = {}): Discount => ({
  id: `gid://shopify/DiscountCodeNode/${n}`,
  title: `D${n}`,
  shortSummary: '10% off',
  category: 'code',
  type: 'DiscountCodeBasic',
  summary: '10% off one-time purchase products',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  discountClass: 'PRODUCT',
  usageCount: 3,
  usageLimit: null,
  ...over,
});

function setup(list: Discount[] = [discount(1)]) {
  const s = createTestServices({ session: { isStaff: true, devMode: true } });
  let stored = [...list];
  s.api.respond('GET', '/api2/shop/rec/action/discounts', () => ({ discounts: stored }));
  const add = (d: Discount) => {
    stored = [...stored, d];
    return { discount: d };
  };
  return { s, add };
}

const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="/offer-bots/*" element={<OfferBotsPage />} />
    </Routes>
  </MemoryRouter>
);
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};

describe('Offer bots', () => {
  it('lists the growth bots, and its Discounts tab opens /offer-bots/discounts', async () => {
    const { s } = setup();
    await renderPage(at('/offer-bots'), s);
    expect(within(screen.getByTestId('rec-offer-bots-list')).getByText(GROWTH_BOTS[0].title)).toBeTruthy();
    fireEvent.click(screen.getByText(OFFERS.discountsTab));
    expect(s.navigation.navigations.at(-1)?.path).toBe('offer-bots/discounts');
  });

  it('lists the discounts with their usage against the limit and their dates', async () => {
    const { s } = setup([discount(1), discount(2, { title: 'Autumn', category: 'automatic', usageLimit: 50, endsAt: '2026-12-01T00:00:00.000Z' })]);
    await renderPage(at('/offer-bots/discounts'), s);
    const rows = screen.getAllByTestId('rec-discount-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('D1'),
      expect.stringContaining('Autumn'),
    ]);
    expect(rows[1].textContent).toContain('3 / 50');
    expect(rows[1].textContent).toContain('2026-12-01');
    expect(rows[0].textContent).toContain(`3 / ${OFFERS.unlimited}`);
  });

  it('the dynamic form needs every value, then creates the discount and lists it', async () => {
    const { s, add } = setup();
    s.api.respond('POST', '/api2/shop/rec/action/discount', (req: { body: { title: string } }) => add(discount(9, { title: req.body.title })));
    await renderPage(at('/offer-bots/discounts'), s);
    await submit('rec-dynamic-create');
    const form = screen.getByTestId('rec-dynamic-discount');
    for (const f of [OFFERS.fields.title, OFFERS.fields.external, OFFERS.fields.percentage]) expect(within(form).getByText(OFFERS.needsValue(f))).toBeTruthy();
    type('rec-dynamic-title', 'Bot ten');
    type('rec-dynamic-external', 'BOT');
    type('rec-dynamic-percentage', '101');
    await submit('rec-dynamic-create');
    expect(within(form).getByText(OFFERS.percentageRange)).toBeTruthy();
    expect(s.api.requests.some((r) => r.method === 'POST')).toBe(false);
    type('rec-dynamic-percentage', '10');
    fireEvent.click(within(form).getByLabelText(OFFERS.fields.combineShippingDiscounts));
    await submit('rec-dynamic-create');
    expect(s.api.requests.find((r) => r.method === 'POST')?.body).toEqual({ title: 'Bot ten', external: 'BOT', percentage: 10, combineProductDiscounts: false, combineShippingDiscounts: true });
    expect(screen.getAllByTestId('rec-discount-row').map((r) => r.textContent)).toEqual([expect.stringContaining('D1'), expect.stringContaining('Bot ten')]);
    expect(s.snackbars.shown.at(-1)?.message).toBe(OFFERS.created('Bot ten'));
  });

  it('the custom form needs both kind and discount, checks the JSON, and shows the server refusal', async () => {
    const { s, add } = setup([]);
    s.api.respond('POST', '/api2/shop/rec/action/customDiscount', (req: { body: { discount: { title: string } } }) => add(discount(5, { title: req.body.discount.title })));
    await renderPage(at('/offer-bots/discounts'), s);
    expect(screen.getByText(OFFERS.noDiscounts)).toBeTruthy();
    const form = screen.getByTestId('rec-custom-discount');
    await submit('rec-custom-create');
    expect(within(form).getByText(OFFERS.needsBoth)).toBeTruthy();
    type('rec-custom-kind', 'auto_bxgy');
    type('rec-custom-json', '{ not json');
    await submit('rec-custom-create');
    expect(within(form).getByText(/^The discount is not valid JSON/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('rec-custom-example'));
    expect(JSON.parse((screen.getByTestId('rec-custom-json') as HTMLTextAreaElement).value)).toEqual(KIND_EXAMPLES.auto_bxgy);
    await submit('rec-custom-create');
    expect(s.api.requests.find((r) => r.method === 'POST')).toMatchObject({ query: { kind: 'auto_bxgy' }, body: { kind: 'auto_bxgy', discount: KIND_EXAMPLES.auto_bxgy } });
    expect(screen.getAllByTestId('rec-discount-row')[0].textContent).toContain('Buy 2 get 1');

    s.api.respond('POST', '/api2/shop/rec/action/customDiscount', new ApiError('discount.title must be 1-255 characters', 400));
    type('rec-custom-json', '{"title": ""}');
    await submit('rec-custom-create');
    expect(within(form).getByText('discount.title must be 1-255 characters')).toBeTruthy();
  });
});
