export { compareSamples, sampleValue, DEFAULT_ALPHA, DEFAULT_POWER } from './compare';
export { relativeLift } from './finite';
export { normalCdf, normalQuantile } from './normal';
export { studentTCdf, studentTQuantile } from './student-t';
export type { Sample, Comparison, CompareOptions, Interval } from './types';
