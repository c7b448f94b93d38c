/**
 * The "how this is measured" text beside a holdout lift (issue 26 §3), in plain words. The
 * numbers in it are the module's own: the share is the site's setting, 95 % is 1 − α, and the
 * no-verdict rule is srm.ts's.
 */
export const HOW_LIFT_IS_MEASURED =
  'Caused, not attributed: a share of visitors, picked at random, sees no recommendations at all. ' +
  'The lift compares what visitors who saw recommendations spent with what that holdout spent over the same days. ' +
  "Each visitor's spending before the test is used to cancel out part of the chance differences between the two groups. " +
  'The range shown holds the true lift with 95 % confidence however often you look, so checking every day does not make a false winner more likely. ' +
  'A result is called only when the range is entirely above or below zero, and none is called if the two groups are not the sizes the holdout setting asks for.';
