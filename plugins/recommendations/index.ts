import { defineApplet, type AppletPage } from 'sdk';
import { NAV, RECOMMENDATIONS_MESSAGES as M } from './messages';
import { prefetchDashboard } from './ui/dashboard/metricsPrefetch';
import { prefetchInstallation } from './ui/shared/useInstallation';

const devMode = { devMode: true } as const;

const home = () => import('./ui/home/HomePage').then((m) => ({ default: m.HomePage }));
const gallery = (name: 'GalleryPage' | 'ThemesPage' | 'IntegrationsPage' | 'EditionsPage') => () =>
  import('./ui/gallery/pages').then((m) => ({ default: m[name] }));
const internal = () => import('./ui/staff/InternalSettingsPage').then((m) => ({ default: m.InternalSettingsPage }));
const offerBots = () => import('./ui/staff/offers/OfferBotsPage').then((m) => ({ default: m.OfferBotsPage }));
const agency = () => import('./ui/staff/agency/AgencyPage').then((m) => ({ default: m.AgencyPage }));
const provisioning = () => import('./ui/staff/ProvisioningStatusPage').then((m) => ({ default: m.ProvisioningStatusPage }));
const reports = () => import('./ui/reports/ReportsPage').then((m) => ({ default: m.ReportsPage }));
const dashboard = (name: 'OnlineDashboardPage' | 'EmailDashboardPage') => () =>
  import('./ui/dashboard/DashboardPage').then((m) => ({ default: m[name] }));

// One chunk per settings page: monaco, in the Custom CSS and JS page, loads only there.
const settings = {
  application: () => import('./ui/settings/application/ApplicationSettingsPage').then((m) => ({ default: m.ApplicationSettingsPage })),
  plan: () => import('./ui/settings/plan/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })),
  theme: () => import('./ui/settings/theme/ThemeSettingsPage').then((m) => ({ default: m.ThemeSettingsPage })),
  code: () => import('./ui/settings/code/CodePage').then((m) => ({ default: m.CodePage })),
  text: () => import('./ui/settings/text/TextCustomizationPage').then((m) => ({ default: m.TextCustomizationPage })),
  data: () => import('./ui/settings/data/DataConfigPage').then((m) => ({ default: m.DataConfigPage })),
};

const pages: AppletPage[] = [
  { path: '', load: home },
  { path: 'online', load: dashboard('OnlineDashboardPage'), prefetch: prefetchDashboard('online') },
  { path: 'online/reports', load: reports },
  { path: 'online/recommend-edit', title: NAV.editor, load: () => import('./ui/editor/RecommendEditPage').then((m) => ({ default: m.RecommendEditPage })), prefetch: prefetchInstallation },
  { path: 'gallery', load: gallery('GalleryPage') },
  { path: 'email', load: dashboard('EmailDashboardPage'), prefetch: prefetchDashboard('email') },
  { path: 'email/recommend-edit', title: NAV.emailEditor, load: () => import('./ui/editor/RecommendEditPage').then((m) => ({ default: m.EmailRecommendEditPage })), prefetch: prefetchInstallation },
  { path: 'offer-bots/*', load: offerBots },
  { path: 'themes', load: gallery('ThemesPage') },
  { path: 'integrations', load: gallery('IntegrationsPage') },
  // Named as its nav entry is: the Settings group shares its path.
  { path: 'settings', title: NAV.application, load: settings.application },
  { path: 'settings/plan', load: settings.plan },
  { path: 'settings/editions', title: NAV.editions, load: gallery('EditionsPage') },
  { path: 'settings/theme', load: settings.theme },
  { path: 'settings/code', load: settings.code },
  { path: 'settings/global', load: settings.text },
  { path: 'settings/engine', load: settings.data },
  { path: 'settings/internal', load: internal },
  { path: 'agency', load: agency, prefetch: prefetchInstallation },
  { path: 'status', load: provisioning },
];

// Spec 2's routes table. The editors (online/recommend-edit, email/recommend-edit) and the
// editions preview are hidden from the menu and reachable by URL. The SDK's nav is static:
// the live / not-live counts show in the dashboard's header, not as a nav badge, and Email
// can only require its flag (a requirement cannot say "flag or dev mode"): in dev mode
// without the flag the Email page is still reachable by URL.
export default defineApplet({
  id: 'rec',
  route: 'rec',
  title: M.title,
  description: M.description,
  icon: 'layout-auto',
  sdkVersion: '^1.4.0',
  platformApp: 'rec',
  nav: [
    { type: 'link', label: NAV.home, path: '', icon: 'home' },
    {
      type: 'link',
      label: NAV.online,
      path: 'online',
      icon: 'dashboard',
      children: [{ type: 'link', label: NAV.reports, path: 'online/reports', icon: 'timeline-line-chart' }],
    },
    { type: 'link', label: NAV.gallery, path: 'gallery', icon: 'grid-view' },
    { type: 'link', label: NAV.email, path: 'email', icon: 'envelope', requires: { flags: ['HicPlusEnableEmail'] } },
    { type: 'link', label: NAV.offerBots, path: 'offer-bots', icon: 'tag', requires: devMode },
    { type: 'link', label: NAV.themes, path: 'themes', icon: 'style' },
    { type: 'link', label: NAV.integrations, path: 'integrations', icon: 'link' },
    {
      type: 'link',
      label: NAV.settings,
      path: 'settings',
      icon: 'cog',
      children: [
        { type: 'link', label: NAV.application, path: 'settings', icon: 'application' },
        { type: 'link', label: NAV.plan, path: 'settings/plan', icon: 'credit-card' },
        { type: 'link', label: NAV.theme, path: 'settings/theme', icon: 'style' },
        { type: 'link', label: NAV.code, path: 'settings/code', icon: 'code' },
        { type: 'link', label: NAV.global, path: 'settings/global', icon: 'font' },
        { type: 'link', label: NAV.engine, path: 'settings/engine', icon: 'database' },
        { type: 'link', label: NAV.internal, path: 'settings/internal', icon: 'lock', requires: devMode },
      ],
    },
    { type: 'link', label: NAV.agency, path: 'agency', icon: 'people', requires: devMode },
    { type: 'link', label: NAV.status, path: 'status', icon: 'pulse', requires: devMode },
  ],
  pages,
});
