import { histogramOptions } from './histogramOptions';

describe('distribution histogram (issue 12, defect 2)', () => {
  it('labels rate bins as the percent the server bins them in', () => {
    // The server's rate bins for binSize 5: 50-55 % and 55-60 % (CONTRACT §5: rates × 100).
    const bins = [{ min: 50, max: 55, count: 3 }, { min: 55, max: 60, count: 1 }];
    const options = histogramOptions(bins, { theme: 'light', percent: true, seriesName: 'Sites', small: false });
    expect((options.xAxis as { categories: string[] }).categories).toEqual(['50%–55%', '55%–60%']);
    const scores = histogramOptions([{ min: 70, max: 80, count: 2 }], { theme: 'light', percent: false, seriesName: 'Sites', small: false });
    expect((scores.xAxis as { categories: string[] }).categories).toEqual(['70–80']);
  });
});
