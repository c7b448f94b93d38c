/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EDITOR_SEARCH_DEBOUNCE_MS, EDITOR_SEARCH_MAX_WAIT_MS } from '../../../sdk/sandbox';
import { SearchPicker } from './SearchPicker';

const HITS = [
  { id: 'c1', title: 'Shoes' },
  { id: 'c2', title: 'Shirts' },
];

function setup(picked = [] as Array<{ id: string; title: string }>) {
  const search = jest.fn((q: string) => Promise.resolve(HITS.filter((h) => h.title.toLowerCase().startsWith(q.toLowerCase()))));
  const onPick = jest.fn();
  const onRemove = jest.fn();
  render(<SearchPicker label="Category" picked={picked} search={search} onPick={onPick} onRemove={onRemove} noResults="No matching collections" removeLabel={(t) => `Remove ${t}`} />);
  return { search, onPick, onRemove, input: screen.getByLabelText('Category') };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchPicker', () => {
  it('searches once the typing pauses for the debounce, and picks a hit', async () => {
    const { search, onPick, input } = setup();
    fireEvent.change(input, { target: { value: 's' } });
    fireEvent.change(input, { target: { value: 'sh' } });
    act(() => jest.advanceTimersByTime(EDITOR_SEARCH_DEBOUNCE_MS - 1));
    expect(search).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('sh');
    fireEvent.click(screen.getByText('Shoes'));
    expect(onPick).toHaveBeenCalledWith(HITS[0]);
  });

  it('never waits longer than the max wait while the merchant keeps typing', async () => {
    const { search, input } = setup();
    let text = '';
    for (let elapsed = 0; elapsed < EDITOR_SEARCH_MAX_WAIT_MS + 100; elapsed += 50) {
      text += 's';
      fireEvent.change(input, { target: { value: text } });
      await act(async () => jest.advanceTimersByTime(50));
    }
    expect(search).toHaveBeenCalled();
    expect(search.mock.calls[0][0].length).toBeLessThanOrEqual(EDITOR_SEARCH_MAX_WAIT_MS / 50 + 1);
  });

  it('says when nothing matches, hides what is already picked, and removes a tag', async () => {
    const { input, onRemove } = setup([{ id: 'c1', title: 'Shoes' }]);
    fireEvent.change(input, { target: { value: 'sh' } });
    await act(async () => jest.advanceTimersByTime(EDITOR_SEARCH_DEBOUNCE_MS));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Shirts']);
    fireEvent.change(input, { target: { value: 'zz' } });
    await act(async () => jest.advanceTimersByTime(EDITOR_SEARCH_DEBOUNCE_MS));
    expect(screen.getByText('No matching collections')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Shoes' }));
    expect(onRemove).toHaveBeenCalledWith('c1');
  });
});
