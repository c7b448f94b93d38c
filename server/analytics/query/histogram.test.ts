import { HttpError } from '../../lib/errors';
import { MAX_BIN_SIZE, MESSAGES, MIN_BIN_SIZE } from './errors';
import { DEFAULT_BIN_SIZE, parseHistogramArgs } from './histogram';

describe('histogram arguments', () => {
  it('takes binSize between the bounds, and the default without one', () => {
    expect(parseHistogramArgs('cartValue', undefined)).toEqual({ field: 'cartValue', binSize: DEFAULT_BIN_SIZE });
    expect(parseHistogramArgs('revenue', MIN_BIN_SIZE).binSize).toBe(MIN_BIN_SIZE);
    expect(parseHistogramArgs('pageViews', MAX_BIN_SIZE).binSize).toBe(MAX_BIN_SIZE);
  });

  it.each([1e-300, 1e308, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses binSize %p with a 400 naming binSize and its bounds', (binSize) => {
    let error: unknown;
    try {
      parseHistogramArgs('cartValue', binSize);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.badBinSize });
    expect(MESSAGES.badBinSize).toBe('binSize must be a positive number between 0.000001 and 1000000000000');
  });
});
