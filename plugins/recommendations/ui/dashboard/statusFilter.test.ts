import { STATUSES } from '../../model/places';
import { passes, STATUS_FILTERS } from './statusFilter';

describe('status filter (spec 2)', () => {
  const matrix = Object.fromEntries(STATUS_FILTERS.map((f) => [f, STATUSES.filter((s) => passes(f, s))]));
  it('Active is all but archived; Draft includes the never-saved ones', () => {
    expect(matrix).toEqual({
      active: ['initial', 'staging', 'production', 'deactivated'],
      production: ['production'],
      deactivated: ['deactivated'],
      staging: ['initial', 'staging'],
      archived: ['archived'],
      all: [...STATUSES],
    });
  });
});
