import { ReportSelectionsModel } from './ReportStore';

describe('report selections: Analyze By', () => {
  it('leaves a time-series chart for the dimension’s own chart when analysing by a dimension', () => {
    const store = ReportSelectionsModel.create({ metric: 'car', analyzeBy: 'arrivalTimeUtc', chartType: 'line' });
    store.setAnalyzeBy('formFactor');
    expect(store.analyzeBy).toBe('formFactor');
    expect(store.chartType).toBe(store.definition?.chart.chartType);
    expect(store.chartType).not.toBe('line');
  });

  it('keeps a chart the new dimension draws from the same query', () => {
    const store = ReportSelectionsModel.create({ metric: 'car', analyzeBy: 'formFactor', chartType: 'bar' });
    store.setAnalyzeBy('attributionChannel');
    expect(store.chartType).toBe('bar');
  });
});
