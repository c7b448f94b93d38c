/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { TestServicesProvider } from 'sdk/testing';
import { TIPS_MESSAGES } from '../../messages';
import { TipsPage } from './TipsPage';

describe('TipsPage', () => {
  it('lists the fixed tips as typed action items: one app tip (fix) and one blog article (learn)', async () => {
    await act(async () => {
      render(
        <TestServicesProvider>
          <TipsPage />
        </TestServicesProvider>,
      );
    });
    expect(screen.getByText(TIPS_MESSAGES.heading)).toBeTruthy();
    expect(screen.getByText('Beta')).toBeTruthy();
    const items = within(screen.getByTestId('chk-tips-list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const types = items.map((li) => within(li).getByTestId('chk-tip-type').dataset.type);
    expect(types).toEqual(['fix', 'learn']);
    for (const li of items) {
      const link = within(li).getByRole('button', { name: /Open|Read/ });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    // The legend explains all three types with their tags.
    const legend = screen.getByRole('list', { name: 'Tip types' });
    expect(within(legend).getAllByTestId('chk-tip-type').map((t) => t.textContent)).toEqual(['Detect', 'Fix', 'Learn']);
  });
});
