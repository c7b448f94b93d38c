import { ApiError } from '../sdk';
import { ErrorStore } from './ErrorStore';
import { errorText } from './errorText';

describe('errorText', () => {
  it("is the error's message, else its text form", () => {
    expect(errorText(new ApiError('Database is down', 503))).toBe('Database is down');
    class Coded extends Error {
      override toString() {
        return 'E42: coded';
      }
    }
    expect(errorText(new Coded(''))).toBe('E42: coded');
    expect(errorText('plain')).toBe('plain');
    expect(errorText({ message: 'from a body' })).toBe('from a body');
    expect(errorText({ code: 1 })).toBe('{"code":1}');
    expect(errorText(undefined)).toBe('Unknown error');
    expect(errorText(new Error(''))).toBe('Unknown error');
  });
});

describe('ErrorStore', () => {
  it('queues errors, one modal at a time, without repeating a waiting message', () => {
    const store = new ErrorStore();
    store.report(new ApiError('Failed to fetch', 0));
    store.report(new ApiError('Failed to fetch', 0));
    store.report(new ApiError('Internal server error', 500));
    expect(store.queue.map((e) => e.message)).toEqual(['Failed to fetch', 'Internal server error']);
    store.dismiss();
    expect(store.current?.message).toBe('Internal server error');
    store.dismiss();
    expect(store.current).toBeUndefined();
  });
});
