import { ConfirmStore } from './ConfirmStore';

describe('ConfirmStore', () => {
  it('asks one question at a time and resolves each with its answer', async () => {
    const store = new ConfirmStore();
    const { confirm } = store;
    const first = confirm({ message: 'First?' });
    const second = confirm({ message: 'Second?' });
    expect(store.current?.options.message).toBe('First?');
    store.answer(true);
    expect(store.current?.options.message).toBe('Second?');
    store.answer(false);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(store.current).toBeUndefined();
  });
});
