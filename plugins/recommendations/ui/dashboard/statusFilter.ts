import type { RecStatus } from '../../model/places';

/** Spec 2: Active = all but archived, Live, Paused, Draft, Archived, All. */
export const STATUS_FILTERS = ['active', 'production', 'deactivated', 'staging', 'archived', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Whether a recommendation's display status (spec 4) passes the filter. */
export function passes(filter: StatusFilter, shown: RecStatus): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'active':
      return shown !== 'archived';
    case 'staging':
      // A never-saved Draft shows as initial: it is still a Draft to the merchant.
      return shown === 'staging' || shown === 'initial';
    default:
      return shown === filter;
  }
}
