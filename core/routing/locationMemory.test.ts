import { locationToSave } from './locationMemory';

describe('locationToSave', () => {
  it('keeps the path and query but not the settings dialog', () => {
    expect(locationToSave('/applet/rec/online', '?site-xid=a&settings=me')).toBe('/applet/rec/online?site-xid=a');
    expect(locationToSave('/app/home', '')).toBe('/app/home');
    expect(locationToSave('/applet/chk', '?site-xid=a&range=7d')).toBe('/applet/chk?site-xid=a&range=7d');
  });
});
