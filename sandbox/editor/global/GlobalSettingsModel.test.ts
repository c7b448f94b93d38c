import { CACHE_CLEAR_CANCEL_MS, scheduleCacheClear } from './cache-clear';
import { generateGlobalCss, globalSettingsFromDocument } from './GlobalSettingsModel';

const DOC = {
  global: { title: '<h3 class="vitrine-title">{titleText}</h3>', style: { title: { color: '#111111' } }, generatedCss: '' },
  personalize_css: '.vitrine-widget { --vitrine-accent: #2d72d2; }',
  personalize_js: '',
};

function load(saveSettings = jest.fn().mockResolvedValue({ ok: true, id: 'global', __v: 8 })) {
  return { settings: globalSettingsFromDocument(DOC, 7, { saveSettings }), saveSettings };
}

describe('the global settings model', () => {
  it('is clean when loaded and dirty after an edit, back to clean when the edit is undone', () => {
    const { settings } = load();
    expect(settings.isDirty).toBe(false);
    settings.setStyle('product-add-to-cart-btn', 'border-radius', 6);
    expect(settings.isDirty).toBe(true);
    settings.setStyle('product-add-to-cart-btn', 'border-radius', undefined);
    expect(settings.isDirty).toBe(false);
    expect(settings.style).toEqual(DOC.global.style);
  });

  it('derives the generated global CSS from the style, for every widget', () => {
    const { settings } = load();
    settings.setStyle('product-add-to-cart-btn', 'border-radius', 6);
    expect(settings.generatedCss).toBe(generateGlobalCss(settings.style));
    expect(settings.generatedCss).toContain('.vitrine-widget .vitrine-product-add-to-cart-btn{border-radius:6px}');
    expect(settings.generatedCss).toContain('.vitrine-widget .vitrine-title{color:#111111}');
  });

  it('saves only the changed parts in the document shape with the loaded __v, the style with its generated CSS', async () => {
    const { settings, saveSettings } = load();
    settings.setStyle('title', 'font-size', 22);
    settings.setJs('return { ok: true };');
    await expect(settings.save()).resolves.toEqual({ ok: true });
    expect(saveSettings).toHaveBeenCalledWith(
      {
        global: { style: { title: { 'font-size': 22 } }, generatedCss: '.vitrine-widget .vitrine-title{color:#111111;font-size:22px}' },
        personalize_js: 'return { ok: true };',
      },
      7,
    );
    expect([settings.__v, settings.isDirty]).toEqual([8, false]);
  });

  it('removes a cleared style property with null, as a merge patch does', async () => {
    const { settings, saveSettings } = load();
    settings.setStyle('title', 'color', '');
    await settings.save();
    expect(saveSettings).toHaveBeenCalledWith({ global: { style: { title: null }, generatedCss: '' } }, 7);
  });

  it('skips the save when the global JavaScript does not compile (spec 5)', async () => {
    const { settings, saveSettings } = load();
    settings.setJs('if (');
    await expect(settings.save()).resolves.toMatchObject({ ok: false, message: 'Unable to save', phase: 'syntax' });
    expect(saveSettings).not.toHaveBeenCalled();
    expect(settings.isDirty).toBe(true);
  });

  it('keeps the edits and the version when the host refuses a stale __v', async () => {
    const { settings } = load(jest.fn().mockResolvedValue({ ok: false, error: 'conflict', message: 'Changed by someone else' }));
    settings.setCss('');
    await expect(settings.save()).resolves.toEqual({ ok: false, message: 'Changed by someone else', detail: 'conflict' });
    expect([settings.__v, settings.isDirty, settings.saving]).toEqual([7, true, false]);
  });

  it('wants the {titleText} placeholder in the title wrapper', () => {
    const { settings } = load();
    settings.setTitle('<h2>Picks</h2>');
    expect(settings.titleValid).toBe(false);
    settings.setTitle('<h2>{titleText}</h2>');
    expect(settings.titleValid).toBe(true);
  });
});

describe('the tag-cache clear window', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('clears after 5 seconds, once', () => {
    const run = jest.fn();
    const pending = scheduleCacheClear(run);
    jest.advanceTimersByTime(CACHE_CLEAR_CANCEL_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    pending.flush();
    expect(run).toHaveBeenCalledTimes(1);
    expect(CACHE_CLEAR_CANCEL_MS).toBe(5000);
  });

  it('never clears when cancelled inside the window', () => {
    const run = jest.fn();
    scheduleCacheClear(run).cancel();
    jest.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
