import { lifecycleMarker } from './markers';

describe('lifecycle markers', () => {
  it('marks entering Live as published and leaving it as paused, nothing else', () => {
    expect(lifecycleMarker('staging', 'production')).toBe('published');
    expect(lifecycleMarker('deactivated', 'production')).toBe('published');
    expect(lifecycleMarker('production', 'deactivated')).toBe('paused');
    expect(lifecycleMarker('production', 'archived')).toBe('paused');
    expect(lifecycleMarker('deactivated', 'archived')).toBeUndefined();
    expect(lifecycleMarker('archived', 'staging')).toBeUndefined();
    expect(lifecycleMarker('production', 'production')).toBeUndefined();
  });
});
