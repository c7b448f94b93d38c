import { useEffect, useState } from 'react';
import { useApi, useSession, useSnackbars } from 'sdk';
import { InstalledOnly } from '../../shared/InstalledOnly';
import { RecPage } from '../../shared/RecPage';
import { useInstallation } from '../../shared/useInstallation';
import { THEME as M } from '../messages';
import { useSiteSettingsBackend } from '../shared/backends';
import { DocGate } from '../shared/DocGate';
import { SaveStatus } from '../shared/SaveStatus';
import { useSettingsDoc, type Doc, type SettingsDoc } from '../shared/useSettingsDoc';
import { CardTypeCard, type ThemeInfo } from './CardTypeCard';
import { NATIVE_CARD_DEFAULTS, type NativeCard } from './nativeCard';
import { NativeCardCard } from './NativeCardCard';
import { StylesheetCard, type ThemeCss } from './StylesheetCard';
import { DEFAULT_TITLE_WRAPPER, TitleWrapperCard } from './TitleWrapperCard';

const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function useThemeInfo(): ThemeInfo | null {
  const api = useApi();
  const [theme, setTheme] = useState<ThemeInfo | null>(null);
  useEffect(() => {
    let live = true;
    api.fetch<ThemeInfo>('/api2/shop/rec/action/theme-info', { silent: true }).then((t) => live && setTheme(t), () => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return theme;
}

function ThemeForms({ doc, settings, theme, blocked }: { doc: Doc; settings: SettingsDoc; theme: ThemeInfo | null; blocked: boolean }) {
  const { isStaff, devMode } = useSession();
  const api = useApi();
  const snackbars = useSnackbars();
  const [savedOnce, setSavedOnce] = useState(false);
  const recDefaults = obj(doc.recDefaults);
  const global = obj(doc.global);
  const save = async (changes: Record<string, unknown>) => {
    const ok = await settings.save(changes);
    if (ok) setSavedOnce(true);
    return ok;
  };
  const applyStylesheet = async (themeCss: ThemeCss, themeVersion: number) => {
    if (!(await save({ themeCss, themeVersion }))) return;
    snackbars.show({ message: M.stylesheetApplied, intent: 'success' });
    await api.fetch('/api2/shop/rec/action/check-and-fix', { method: 'POST', body: { full: true } }).catch(() => undefined);
  };
  return (
    <>
      <CardTypeCard
        value={recDefaults.preferredCardType === 'native' ? 'native' : ''}
        theme={theme}
        disabled={blocked || settings.saving}
        onChange={(preferredCardType) => save({ recDefaults: { ...recDefaults, preferredCardType } })}
      />
      {isStaff && devMode && (
        <>
          <TitleWrapperCard
            saved={typeof global.title === 'string' ? global.title : DEFAULT_TITLE_WRAPPER}
            disabled={settings.saving}
            onApply={(title) => save({ global: { ...global, title } })}
          />
          <StylesheetCard
            value={(['', 'basic', 'min'].includes(doc.themeCss as string) ? doc.themeCss : 'basic') as ThemeCss}
            version={typeof doc.themeVersion === 'number' ? doc.themeVersion : 2}
            disabled={blocked || settings.saving}
            onApply={applyStylesheet}
          />
          <NativeCardCard
            saved={{ ...NATIVE_CARD_DEFAULTS, ...(obj(recDefaults.nativeCard) as Partial<NativeCard>) }}
            themeName={theme?.name}
            disabled={settings.saving}
            onApply={(nativeCard) => save({ recDefaults: { ...recDefaults, nativeCard } })}
          />
        </>
      )}
      <SaveStatus doc={settings} savedOnce={savedOnce} />
    </>
  );
}

/** Theme and Styling (spec 2): the product card, and for staff the global templates and stylesheet. */
export function ThemeSettingsPage() {
  const settings = useSettingsDoc(useSiteSettingsBackend());
  const theme = useThemeInfo();
  const installation = useInstallation();
  const blocked = installation.state === 'ok' && !!installation.check.blockModify;
  return (
    <InstalledOnly>
      <RecPage title={M.title} testId="rec-theme-settings">
        <DocGate status={settings.status}>{(doc) => <ThemeForms doc={doc} settings={settings} theme={theme} blocked={blocked} />}</DocGate>
      </RecPage>
    </InstalledOnly>
  );
}
