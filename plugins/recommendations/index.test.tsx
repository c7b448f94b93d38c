import { isAppletDefinition, meetsRequirements, type NavNode } from 'sdk';
import applet from './index';

type Ctx = { flags: Record<string, unknown>; staff: boolean; devMode: boolean };
const visible = (nodes: readonly NavNode[], ctx: Ctx): string[] =>
  nodes.flatMap((n) => {
    if (n.type !== 'link') return [];
    if (n.requires && !meetsRequirements(n.requires, ctx as never)) return [];
    return [n.path, ...visible(n.children ?? [], ctx)];
  });

const MERCHANT: Ctx = { flags: {}, staff: false, devMode: false };

describe('recommendations applet manifest', () => {
  it('is a valid definition that depends on the recommendations app', () => {
    expect(isAppletDefinition(applet)).toBe(true);
    expect(applet).toMatchObject({ id: 'rec', route: 'rec', title: 'Recommendations', platformApp: 'rec' });
  });

  it('has every route of spec 2, relative to the applet root', () => {
    expect(applet.pages.map((p) => p.path)).toEqual([
      '',
      'online',
      'online/reports',
      'online/recommend-edit',
      'gallery',
      'email',
      'email/recommend-edit',
      'offer-bots/*',
      'themes',
      'integrations',
      'settings',
      'settings/plan',
      'settings/editions',
      'settings/theme',
      'settings/code',
      'settings/global',
      'settings/engine',
      'settings/internal',
      'agency',
      'status',
    ]);
  });

  it('hides the editors and the editions preview from the menu, and staff tools outside dev mode', () => {
    const merchant = visible(applet.nav, MERCHANT);
    expect(merchant).toEqual(['', 'online', 'online/reports', 'gallery', 'themes', 'integrations', 'settings', 'settings', 'settings/plan', 'settings/theme', 'settings/code', 'settings/global', 'settings/engine']);
    for (const hidden of ['online/recommend-edit', 'email/recommend-edit', 'settings/editions', 'email', 'offer-bots', 'agency', 'status', 'settings/internal']) expect(merchant).not.toContain(hidden);
    const staff = visible(applet.nav, { flags: {}, staff: true, devMode: true });
    expect(staff).toEqual(expect.arrayContaining(['offer-bots', 'agency', 'status', 'settings/internal']));
  });

  it('shows Email with the email flag', () => {
    expect(visible(applet.nav, { ...MERCHANT, flags: { HicPlusEnableEmail: true } })).toContain('email');
  });

  it('loads every page lazily', async () => {
    for (const page of applet.pages) expect((await page.load()).default).toBeTruthy();
  });
});
