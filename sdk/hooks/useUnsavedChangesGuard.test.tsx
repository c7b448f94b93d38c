/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { UnsavedChangesService, UnsavedDraft } from '../services/unsavedChanges';
import { unsavedChangesRef } from '../services/unsavedChanges';
import { ServicesProvider } from '../react/ServicesProvider';
import { createTestServices, TestServicesProvider } from '../testing';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function Note({ draftKey = 'note', ready = true }: { draftKey?: string; ready?: boolean }) {
  const [text, setText] = useState('saved');
  useUnsavedChangesGuard(
    text !== 'saved',
    ready ? { key: draftKey, snapshot: () => ({ text }), restore: (value) => setText((value as { text: string }).text) } : undefined,
  );
  return <input aria-label="note" value={text} onChange={(event) => setText(event.target.value)} />;
}

const input = () => screen.getByLabelText<HTMLInputElement>('note');

describe('useUnsavedChangesGuard with a draft', () => {
  it('hands the console the latest snapshot, and gets a kept edit back once, dirty', () => {
    const services = createTestServices();
    const { unmount } = render(
      <TestServicesProvider services={services}>
        <Note />
      </TestServicesProvider>,
    );
    expect(services.unsavedChanges.draftKeys).toEqual(['note']);
    // The snapshot is read when the session ends, not when the hook registered.
    act(() => setInput('typed before the session ended'));
    services.unsavedChanges.endSession();
    expect(services.unsavedChanges.keptDrafts.get('note')).toEqual({ text: 'typed before the session ended' });
    unmount();
    expect(services.unsavedChanges.draftKeys).toEqual([]);

    render(
      <TestServicesProvider services={services}>
        <Note />
      </TestServicesProvider>,
    );
    expect(input().value).toBe('typed before the session ended');
    expect(services.unsavedChanges.isDirty).toBe(true);
    expect(services.unsavedChanges.keptDrafts.size).toBe(0);
  });

  it('keeps nothing for a clean form, and registers only once the form is ready', () => {
    const services = createTestServices();
    const { rerender } = render(
      <TestServicesProvider services={services}>
        <Note ready={false} />
      </TestServicesProvider>,
    );
    expect(services.unsavedChanges.draftKeys).toEqual([]);
    rerender(
      <TestServicesProvider services={services}>
        <Note ready />
      </TestServicesProvider>,
    );
    expect(services.unsavedChanges.draftKeys).toEqual(['note']);
    services.unsavedChanges.endSession();
    expect(services.unsavedChanges.keptDrafts.size).toBe(0);
  });

  it('still guards on a host without keepDraft (older than 1.11.0)', () => {
    const dirty = new Map<string, boolean>();
    const older: UnsavedChangesService = {
      setDirty: (key, value) => dirty.set(key, value),
      isDirty: false,
      confirmLeave: async () => true,
    };
    render(
      <ServicesProvider services={[[unsavedChangesRef, older]] as const}>
        <Note />
      </ServicesProvider>,
    );
    act(() => setInput('edited'));
    expect([...dirty.values()]).toEqual([true]);
  });

  it('does not re-register when the draft object changes each render', () => {
    const services = createTestServices();
    const keep = jest.spyOn(services.unsavedChanges, 'keepDraft');
    render(
      <TestServicesProvider services={services}>
        <Note />
      </TestServicesProvider>,
    );
    act(() => setInput('a'));
    act(() => setInput('ab'));
    expect(keep).toHaveBeenCalledTimes(1);
    const draft = keep.mock.calls[0]![1] as UnsavedDraft;
    expect(draft.snapshot()).toEqual({ text: 'ab' });
  });
});

function setInput(value: string) {
  const element = input();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
