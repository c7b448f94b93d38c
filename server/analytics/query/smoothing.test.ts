import { metricValue } from './report';
import { cumulative, movingAverage, smoothSeries } from './smoothing';

const visits = (...values: number[]) => values.map((v) => ({ visits: v }));

describe('smoothing', () => {
  it('stark: centred mean of 3 bins, cut short at the ends', () => {
    // [2, 4, 9, 1] → [(2+4)/2, (2+4+9)/3, (4+9+1)/3, (9+1)/2]
    expect(smoothSeries(visits(2, 4, 9, 1), 'stark').map((a) => a.visits)).toEqual([3, 5, 14 / 3, 5]);
  });

  it('gradual: centred mean of 7 bins', () => {
    const out = smoothSeries(visits(7, 0, 0, 0, 0, 0, 0, 14), 'gradual').map((a) => a.visits);
    // bin 0 sees bins 0-3: 7/4; bin 3 sees 0-6: 7/7; bin 4 sees 1-7: 14/7; bin 5 sees 2-7: 14/6; bin 7 sees 4-7: 14/4.
    expect(out).toEqual([7 / 4, 7 / 5, 7 / 6, 1, 2, 14 / 6, 14 / 5, 14 / 4].map((v) => expect.closeTo(v, 12)));
  });

  it('never averages over a bin that has not finished: it stays as it is, out of every window (issue 32 item 7)', () => {
    // Yesterday 520 and today's 40 so far: averaged, yesterday would read (500 + 520 + 40) / 3.
    expect(smoothSeries(visits(480, 500, 520, 40), 'stark', true).map((a) => a.visits)).toEqual([490, 500, 510, 40]);
    expect(smoothSeries(visits(1, 2, 3, 4, 5, 6, 7, 0), 'gradual', true).map((a) => a.visits)[6]).toBe(5.5);
    // A running sum counts it: the total so far is true.
    expect(smoothSeries(visits(1, 2, 3), 'cumulative', true).map((a) => a.visits)).toEqual([1, 3, 6]);
  });

  it('none copies; cumulative keeps running sums', () => {
    expect(smoothSeries(visits(1, 2, 3), 'none')).toEqual(visits(1, 2, 3));
    expect(cumulative([{ visits: 1, carts: 1 }, { visits: 2 }, { visits: 3, carts: 2 }])).toEqual([
      { visits: 1, carts: 1 },
      { visits: 3, carts: 1 },
      { visits: 6, carts: 3 },
    ]);
  });

  it('smoothed and cumulative rates come from smoothed numerators and denominators, not averaged rates', () => {
    // carts/visits per bin: 1/1 (rate 1) and 1/9 (rate 0.11…). Mean of rates = 0.556; pooled = 2/10.
    const series = [
      { visits: 1, carts: 1 },
      { visits: 9, carts: 1 },
    ];
    const [first] = movingAverage(series, 3);
    expect(metricValue('cartRate', new Set(['primary']), first, null).primary).toBeCloseTo(0.2, 12);
    const running = cumulative(series);
    expect(metricValue('cartRate', new Set(['primary']), running[1], null).primary).toBeCloseTo(0.2, 12);
    expect(metricValue('cartRate', new Set(['primary']), running[0], null).primary).toBe(1);
  });
});
