import { formatKpiValue } from './format';

describe('formatKpiValue (issue 12, defect 11)', () => {
  it('shows the Mobile Abandonment Gap in percentage points and rates in percent', () => {
    expect(formatKpiValue('mobileAbandonmentGap', 0.052)).toBe('+5.20 pp');
    expect(formatKpiValue('car', 0.6523)).toBe('65.23%');
  });
});
