import { touchEveryMs } from './sessions';

describe('touchEveryMs', () => {
  it('writes last_seen at most once a minute for the usual 30-minute idle timeout', () => {
    expect(touchEveryMs(30 * 60_000)).toBe(60_000);
  });
  it('touches at a quarter of a short idle timeout, so activity always extends it', () => {
    expect(touchEveryMs(40_000)).toBe(10_000);
    expect(touchEveryMs(3_000)).toBe(1_000);
  });
});
