import { recommendationName } from './name';

describe('the name of a recommendation (issue 32 #15, #20)', () => {
  it("is the merchant's name when there is one, whatever the title says", () => {
    expect(recommendationName({ name: 'Home: New Arrivals', template: 'new-arrivals', external: '15b89123', widgetOpts: { desktop: { title: 'Fresh in store' } } })).toBe('Home: New Arrivals');
  });

  it('falls back to the title shoppers see, then to the template, never to the hex id', () => {
    expect(recommendationName({ name: '', template: 'new-arrivals', external: '15b89123', widgetOpts: { desktop: { title: 'Fresh in store' } } })).toBe('Fresh in store');
    expect(recommendationName({ name: null, template: 'new-arrivals', external: '15b89123', widgetOpts: { desktop: { title: '  ' } } })).toBe('New Arrivals');
  });

  it('uses the external id only when nothing else names it', () => {
    expect(recommendationName({ template: 'no-such-template', external: '15b89123' })).toBe('15b89123');
  });
});
