import { meetsRequirements } from './registration';

describe('meetsRequirements', () => {
  const merchant = { flags: { HicPlusEnableEmail: true, HicPlusModernMode: 'online', Off: false }, staff: false, devMode: false };
  const staffInDevMode = { ...merchant, staff: true, devMode: true };

  it('lets anyone launch an applet without requirements', () => {
    expect(meetsRequirements({}, merchant)).toBe(true);
  });

  it('needs every listed site flag to be truthy', () => {
    expect(meetsRequirements({ flags: ['HicPlusEnableEmail', 'HicPlusModernMode'] }, merchant)).toBe(true);
    expect(meetsRequirements({ flags: ['HicPlusEnableEmail', 'Off'] }, merchant)).toBe(false);
    expect(meetsRequirements({ flags: ['Missing'] }, merchant)).toBe(false);
  });

  it('checks staff and dev mode', () => {
    expect(meetsRequirements({ staff: true }, merchant)).toBe(false);
    expect(meetsRequirements({ devMode: true }, { ...merchant, staff: true })).toBe(false);
    expect(meetsRequirements({ staff: true, devMode: true }, staffInDevMode)).toBe(true);
  });
});
