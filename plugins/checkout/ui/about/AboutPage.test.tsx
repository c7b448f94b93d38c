/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { TestServicesProvider } from 'sdk/testing';
import { AboutPage } from './AboutPage';

it('AboutPage describes Checkout Zen and links to the help site in a new tab', async () => {
  await act(async () => {
    render(
      <TestServicesProvider>
        <AboutPage />
      </TestServicesProvider>,
    );
  });
  expect(screen.getByRole('heading', { name: 'What is Checkout Zen' })).toBeTruthy();
  expect(screen.getByText(/patent-pending/)).toBeTruthy();
  const link = screen.getByTestId('chk-about-learn-more');
  expect(link.textContent).toBe('Learn More');
  expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
});
