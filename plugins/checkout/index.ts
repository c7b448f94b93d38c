import { defineApplet } from 'sdk';
import { CHECKOUT_MESSAGES, NAV_MESSAGES as NAV } from './messages';
import { prefetchCheckoutScore } from './ui/data/prefetchCheckoutScore';

// One lazy chunk per page: Highcharts and ag-grid load only inside the pages that chart. The
// pages that show the score send its query while their chunk loads (prefetch).
export default defineApplet({
  id: 'chk',
  route: 'chk',
  title: CHECKOUT_MESSAGES.title,
  description: CHECKOUT_MESSAGES.description,
  icon: 'shopping-cart',
  sdkVersion: '^1.2.0',
  nav: [
    { type: 'link', label: NAV.home, path: '', icon: 'home' },
    {
      type: 'link',
      label: NAV.checkout,
      path: 'checkout',
      icon: 'shopping-cart',
      children: [
        { type: 'link', label: NAV.score, path: 'checkout/score', icon: 'dashboard' },
        { type: 'link', label: NAV.insights, path: 'checkout/insights', icon: 'lightbulb' },
        { type: 'link', label: NAV.funnel, path: 'checkout/funnel', icon: 'filter' },
        { type: 'link', label: NAV.tips, path: 'checkout/tips', icon: 'learning', tag: 'Beta' },
      ],
    },
    { type: 'link', label: NAV.settings, path: 'settings', icon: 'cog' },
    { type: 'link', label: NAV.about, path: 'about', icon: 'info-sign' },
    // Spec §9: the Score Playground is a dev-mode tool; the link shows only in dev mode.
    { type: 'link', label: NAV.playground, path: 'playground', icon: 'lab-test', requires: { devMode: true } },
  ],
  pages: [
    { path: '', load: () => import('./ui/home/HomePage').then((m) => ({ default: m.HomePage })), prefetch: prefetchCheckoutScore },
    { path: 'checkout', load: () => import('./ui/score/CheckoutRedirect').then((m) => ({ default: m.CheckoutRedirect })) },
    { path: 'checkout/score', load: () => import('./ui/score/ScorePage').then((m) => ({ default: m.ScorePage })), prefetch: prefetchCheckoutScore },
    { path: 'checkout/insights', load: () => import('./ui/insights/InsightsPage').then((m) => ({ default: m.InsightsPage })), prefetch: prefetchCheckoutScore },
    { path: 'checkout/funnel', load: () => import('./ui/funnel/FunnelPage').then((m) => ({ default: m.FunnelPage })) },
    { path: 'checkout/tips', load: () => import('./ui/tips/TipsPage').then((m) => ({ default: m.TipsPage })) },
    { path: 'settings', load: () => import('./ui/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })) },
    // The checkout spec hides the alerts on About.
    { path: 'about', load: () => import('./ui/about/AboutPage').then((m) => ({ default: m.AboutPage })), hideAlerts: true },
    { path: 'playground', load: () => import('./ui/playground/PlaygroundPage').then((m) => ({ default: m.PlaygroundPage })), prefetch: prefetchCheckoutScore },
  ],
});
