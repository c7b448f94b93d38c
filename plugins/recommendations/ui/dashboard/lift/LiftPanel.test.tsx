/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'sdk';
import { LIFT_PATH } from '../../../model/lift';
import { pageServices, renderPage } from '../../testing';
import { LiftPanel } from './LiftPanel';
import { liftAnswer, liftTest, withheld } from './testing';

const text = (id: string) => screen.getByTestId(id).textContent;

async function show(answer: unknown) {
  const services = pageServices();
  services.api.respond('GET', LIFT_PATH, answer);
  await renderPage(<LiftPanel from="2026-10-29" to="2026-11-25" />, services);
  return services;
}

describe('the lift panel', () => {
  it('asks for the dashboard’s period and says, under its own title, what recommendations cause', async () => {
    const services = await show(liftAnswer());
    expect(services.api.requests.find((r) => r.path === LIFT_PATH)!.query).toEqual({ from: '2026-10-29', to: '2026-11-25' });
    expect(screen.getByRole('heading', { name: 'Caused (holdout)' })).toBeTruthy();
    expect(text('rec-lift-headline')).toBe('Recommendations raise revenue per visitor by 6.2%.');
    expect(text('rec-lift-revenuePerVisitor-lift')).toBe('+6.2%');
    expect(text('rec-lift-revenuePerVisitor-interval')).toBe('95% range: +2.1% to +10.5%');
    expect(text('rec-lift-revenuePerVisitor')).toContain('With recommendations$3.30Holdout$3.10');
    expect(text('rec-lift-visitors')).toBe('18,950 visitors with recommendations, 2,104 in the holdout');
    expect(screen.queryByTestId('rec-lift-srm')).toBeNull();
  });

  it('switches to a recommendation’s own test, which says how many more days it needs', async () => {
    await show(liftAnswer());
    const select = screen.getByRole('combobox', { name: /^Test/ });
    await act(async () => {
      fireEvent.change(select, { target: { value: 'rec-2' } });
    });
    expect(text('rec-lift-headline')).toBe('No clear difference in revenue per visitor yet: the range still includes zero.');
    expect(text('rec-lift-planning')).toBe(' · 13 more days needed to detect a 5% lift.');
  });

  it('warns on a sample ratio mismatch and gives no verdict', async () => {
    const srm = { chiSquare: 40, pValue: 1e-9, flagged: true, expectedBaselineShare: 0.1, observedBaselineShare: 0.152 };
    await show(liftAnswer({ site: liftTest((m) => withheld(m, 'srm', { daysNeeded: null }), { srm }) }));
    expect(text('rec-lift-srm')).toMatch(/^Sample ratio mismatch/);
    expect(text('rec-lift-revenuePerVisitor-lift')).toBe('—');
    expect(text('rec-lift-revenuePerVisitor-verdict')).toBe('No verdict');
  });

  it('opens “How this is measured” from the keyboard-reachable button', async () => {
    await show(liftAnswer());
    const toggle = screen.getByRole('button', { name: 'How this is measured' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(text('rec-lift-how')).toBe('Caused, not attributed: a share of visitors…');
  });

  it('with the holdout off says so and links to Data Config', async () => {
    const services = await show(liftAnswer({ sharePct: 0, site: null, recommendations: [] }));
    expect(text('rec-lift-off')).toContain('The holdout is off');
    const link = screen.getByTestId('rec-lift-off-link');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(services.navigation.navigations.map((n) => n.path)).toEqual(['settings/engine']);
    expect(link.getAttribute('href')).toContain('settings/engine');
  });

  it('shows a failed read in the card, not an empty panel', async () => {
    await show(new ApiError('Analytics unavailable', 503));
    expect(text('rec-lift-error')).toContain('Analytics unavailable');
  });
});
