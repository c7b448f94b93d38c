import { NAV } from '../../messages';
import { PendingPage } from './PendingPage';

// Spec 2's routes that later slices build; one component each so the manifest can name them.
const EDITORS = 'the editors (Recommendations II)';
const GALLERY = 'the gallery and add dialogs';
const STAFF = 'the internal staff screens';

export const ReportsPage = () => <PendingPage page={NAV.reports} slice="the reports" />;
export const EditorPage = () => <PendingPage page={NAV.editor} slice={EDITORS} />;
export const EmailEditorPage = () => <PendingPage page={NAV.emailEditor} slice={EDITORS} />;
export const GalleryPage = () => <PendingPage page={NAV.gallery} slice={GALLERY} />;
export const ThemesPage = () => <PendingPage page={NAV.themes} slice={GALLERY} />;
export const IntegrationsPage = () => <PendingPage page={NAV.integrations} slice={GALLERY} />;
export const OfferBotsPage = () => <PendingPage page={NAV.offerBots} slice={STAFF} />;
export const EditionsPage = () => <PendingPage page={NAV.editions} slice={GALLERY} />;
export const InternalSettingsPage = () => <PendingPage page={NAV.internal} slice={STAFF} />;
export const AgencyPage = () => <PendingPage page={NAV.agency} slice={STAFF} />;
export const ProvisioningStatusPage = () => <PendingPage page={NAV.status} slice={STAFF} />;
