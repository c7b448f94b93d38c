import { LIFT_PATH, type LiftAnswer } from '../../../model/lift';
import { useFetched, type Fetched } from '../useFetched';

export type LiftState = Fetched<LiftAnswer>;

/** The holdout lift of the dashboard's period. */
export function useLift(from: string, to: string): LiftState {
  return useFetched<LiftAnswer>(LIFT_PATH, { from, to });
}
