import { NAV } from '../../messages';
import { PendingPage } from './PendingPage';

// Spec 2's routes that later slices build; one component each so the manifest can name them.
const EDITORS = 'the editors (Recommendations II)';
const GALLERY = 'the gallery and add dialogs';
const SETTINGS = 'the settings pages';

export const ReportsPage = () => <PendingPage page={NAV.reports} slice="the reports" />;
export const EditorPage = () => <PendingPage page={NAV.editor} slice={EDITORS} />;
export const EmailEditorPage = () => <PendingPage page={NAV.emailEditor} slice={EDITORS} />;
export const GalleryPage = () => <PendingPage page={NAV.gallery} slice={GALLERY} />;
export const ThemesPage = () => <PendingPage page={NAV.themes} slice={GALLERY} />;
export const IntegrationsPage = () => <PendingPage page={NAV.integrations} slice={GALLERY} />;
export const ApplicationSettingsPage = () => <PendingPage page={NAV.application} slice={SETTINGS} />;
export const SubscriptionPage = () => <PendingPage page={NAV.plan} slice={SETTINGS} />;
export const EditionsPage = () => <PendingPage page={NAV.editions} slice={GALLERY} />;
export const ThemeSettingsPage = () => <PendingPage page={NAV.theme} slice={SETTINGS} />;
export const CodePage = () => <PendingPage page={NAV.code} slice={SETTINGS} />;
export const TextCustomizationPage = () => <PendingPage page={NAV.global} slice={SETTINGS} />;
export const DataConfigPage = () => <PendingPage page={NAV.engine} slice={SETTINGS} />;
