/**
 * The global settings (recommend-edit?id=global) as an MST model: the title wrapper and the
 * global style of the site settings document, and the personalised CSS and JS of the applet
 * document, under one __v (the host's loadSettings). The generated global CSS is derived from
 * the style, the same rules the storefront runtime writes, and saved with it.
 */
import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import type { ElementStyles, JsonObject, SaveResult, StyleElement } from '../../../sdk/sandbox';
import { withDirtyTracking } from '../../../sdk/mst/withDirtyTracking';
import { elementStylesCss } from '../../preview/render/styles';
import { checkSyntax } from '../sections/code/script-check';

/** The settings document as the editor host carries it (sdk/API.md "Editor protocol"). */
export interface GlobalSettingsDoc {
  global?: { title?: string; style?: ElementStyles; generatedCss?: string };
  personalize_css?: string;
  personalize_js?: string;
}

export interface GlobalSettingsEnv {
  saveSettings(changes: JsonObject, __v: number): Promise<SaveResult>;
}

/** Global rules apply to every widget: the class each widget root carries. */
const GLOBAL_SCOPE = 'vitrine-widget';
export const TITLE_PLACEHOLDER = '{titleText}';

export const generateGlobalCss = (style: ElementStyles) => elementStylesCss(GLOBAL_SCOPE, style);

export type SaveOutcome = { ok: true } | { ok: false; message: string; phase?: 'syntax'; detail: string };

export const GlobalSettingsModel = withDirtyTracking(
  types.model('GlobalSettings', {
    __v: types.number,
    title: '',
    style: types.frozen<ElementStyles>({}),
    personalizeCss: '',
    personalizeJs: '',
  }),
)
  .volatile(() => ({ saving: false }))
  .views((self) => ({
    get generatedCss(): string {
      return generateGlobalCss(self.style);
    },
    get titleValid(): boolean {
      return self.title === '' || self.title.includes(TITLE_PLACEHOLDER);
    },
    styleOf(element: StyleElement, property: string): string | number | undefined {
      return self.style[element]?.[property];
    },
    /**
     * The changed parts in the document's shape, as a merge patch (a removed style property is
     * null); a style change carries the whole generated CSS.
     */
    get changedDoc(): JsonObject {
      const changes = self.changes as Record<string, unknown>;
      const doc: JsonObject = {};
      const global: JsonObject = {};
      if ('title' in changes) global.title = self.title;
      if ('style' in changes) {
        global.style = changes.style as JsonObject;
        global.generatedCss = generateGlobalCss(self.style);
      }
      if (Object.keys(global).length) doc.global = global;
      if ('personalizeCss' in changes) doc.personalize_css = self.personalizeCss;
      if ('personalizeJs' in changes) doc.personalize_js = self.personalizeJs;
      return doc;
    },
  }))
  .actions((self) => ({
    setTitle(title: string) {
      self.title = title;
    },
    /** One property of one element; '' or undefined removes it (and an element left empty). */
    setStyle(element: StyleElement, property: string, value: string | number | undefined) {
      const map = { ...self.style[element] };
      if (value === undefined || value === '') delete map[property];
      else map[property] = value;
      const next = { ...self.style };
      if (Object.keys(map).length) next[element] = map;
      else delete next[element];
      self.style = next;
    },
    setCss(css: string) {
      self.personalizeCss = css;
    },
    setJs(js: string) {
      self.personalizeJs = js;
    },
    setSaving(saving: boolean) {
      self.saving = saving;
    },
    applySaved(__v: number) {
      self.__v = __v;
      self.markSaved();
    },
  }))
  .actions((self) => ({
    /**
     * Spec 5: the global JavaScript is checked first and the save skipped when it fails. Only
     * the changed parts go, with the loaded __v (a stale one is refused: 'conflict').
     */
    save: flow(function* save() {
      if (!self.isDirty || self.saving) return { ok: true } as SaveOutcome;
      const syntax = checkSyntax(self.personalizeJs);
      if (!syntax.ok) return { ok: false, message: syntax.message, phase: 'syntax', detail: syntax.detail } as SaveOutcome;
      const { saveSettings } = getEnv<GlobalSettingsEnv>(self);
      self.setSaving(true);
      try {
        const result: SaveResult = yield saveSettings(self.changedDoc, self.__v);
        if (!result.ok) return { ok: false, message: result.message, detail: result.error } as SaveOutcome;
        self.applySaved(result.__v);
        return { ok: true } as SaveOutcome;
      } finally {
        self.setSaving(false);
      }
    }),
  }));

export type GlobalSettings = Instance<typeof GlobalSettingsModel>;

export function globalSettingsFromDocument(doc: GlobalSettingsDoc, __v: number, env: GlobalSettingsEnv): GlobalSettings {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const style = doc.global?.style && typeof doc.global.style === 'object' ? doc.global.style : {};
  return GlobalSettingsModel.create({ __v, title: text(doc.global?.title), style, personalizeCss: text(doc.personalize_css), personalizeJs: text(doc.personalize_js) }, env);
}
