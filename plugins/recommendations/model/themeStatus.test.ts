import { embedOn, themeSelectors, themeState } from './themeStatus';

const online = (desktop: Record<string, unknown>, mobile: Record<string, unknown> = desktop) => ({ kind: 'online', widgetOpts: { desktop, mobile } });
const all = (value: boolean | null) => () => value;

describe('installed in the theme', () => {
  it('needs the app embed on in the theme and the tag not manually disabled', () => {
    expect(embedOn({ tagManuallyDisabled: false, appEmbedEnabled: true })).toBe(true);
    expect(embedOn({ tagManuallyDisabled: false, appEmbedEnabled: false })).toBe(false);
    expect(embedOn({ tagManuallyDisabled: true, appEmbedEnabled: true })).toBe(false);
  });

  it('looks for the location of every enabled, non-popup form factor once', () => {
    expect(themeSelectors(online({ location: '#a' }))).toEqual(['#a']);
    expect(themeSelectors(online({ location: '#a' }, { location: ' .b ' }))).toEqual(['#a', '.b']);
    expect(themeSelectors(online({ location: '#a', disabled: true }, { location: '.b' }))).toEqual(['.b']);
    expect(themeSelectors(online({ location: '#a', showInPopup: true }, { location: '#a', showInPopup: true }))).toEqual([]);
    expect(themeSelectors({ kind: 'email', widgetOpts: { desktop: { location: '#a' } } })).toEqual([]);
  });

  it('is installed when the tag runs and every location is found', () => {
    expect(themeState(online({ location: '#a' }), true, all(true))).toBe('installed');
    // A popup needs only the tag.
    expect(themeState(online({ location: '', showInPopup: true }), true, all(false))).toBe('installed');
  });

  it('names what is missing: the embed first, then a location', () => {
    expect(themeState(online({ location: '#a' }), false, all(true))).toBe('embed-off');
    expect(themeState(online({ location: '#a' }, { location: '#b' }), true, (s) => s === '#a')).toBe('location-missing');
    expect(themeState(online({ location: '' }), true, all(true))).toBe('location-missing');
    // A missing location is certain even when the embed state is not.
    expect(themeState(online({ location: '#a' }), null, all(false))).toBe('location-missing');
  });

  it('claims nothing it cannot tell, and nothing for email', () => {
    expect(themeState(online({ location: '#a' }), null, all(true))).toBe('unknown');
    expect(themeState(online({ location: 'main > .x' }), true, all(null))).toBe('unknown');
    expect(themeState({ kind: 'email' }, true, all(true))).toBe('none');
  });
});
