import { setupStatus } from './setupStatus';

const now = new Date('2025-03-10T12:00:00Z');

describe('setupStatus', () => {
  it('is not installed unless both validation dates exist', () => {
    expect(setupStatus({ tagValidated: null, tagFirstValidated: null }, now)).toEqual({ kind: 'not-installed' });
    expect(setupStatus({ tagValidated: '2025-03-09T00:00:00Z', tagFirstValidated: null }, now)).toEqual({ kind: 'not-installed' });
    expect(setupStatus({ tagValidated: null, tagFirstValidated: '2025-03-09T00:00:00Z' }, now)).toEqual({ kind: 'not-installed' });
  });

  it('expects 7 minus the days since the first validation', () => {
    expect(setupStatus({ tagValidated: '2025-03-10T00:00:00Z', tagFirstValidated: '2025-03-07T11:00:00Z' }, now)).toEqual({
      kind: 'collecting',
      daysSince: 3,
      daysExpected: 4,
    });
    expect(setupStatus({ tagValidated: '2025-03-10T00:00:00Z', tagFirstValidated: '2025-03-10T11:00:00Z' }, now)).toMatchObject({ daysSince: 0, daysExpected: 7 });
  });

  it('is ready from day 7 on', () => {
    expect(setupStatus({ tagValidated: '2025-03-10T00:00:00Z', tagFirstValidated: '2025-03-03T12:00:00Z' }, now)).toEqual({ kind: 'ready' });
  });
});
