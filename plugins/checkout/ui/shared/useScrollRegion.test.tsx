/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { useScrollRegion } from './useScrollRegion';

function Box({ label }: { label: string }) {
  return (
    <div data-testid="box" {...useScrollRegion(label)}>
      <table />
    </div>
  );
}

function withWidths(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => jest.restoreAllMocks());

describe('useScrollRegion (issue 32 item 26: the funnel table at 390 px scrolled out of keyboard reach)', () => {
  it('makes an overflowing box a named region in the Tab order', () => {
    withWidths(700, 358);
    render(<Box label="Checkout Funnel" />);
    const box = screen.getByRole('region', { name: 'Checkout Funnel' });
    expect(box.tabIndex).toBe(0);
  });

  it('adds no Tab stop while everything fits', () => {
    withWidths(900, 900);
    render(<Box label="Checkout Funnel" />);
    expect(screen.getByTestId('box').hasAttribute('tabindex')).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
