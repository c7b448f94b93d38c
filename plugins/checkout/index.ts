import { defineApplet } from 'sdk';
import { CHECKOUT_MESSAGES } from './messages';

// Every page is one lazy chunk for now (the placeholders); real pages get a file each.
const page = (name: keyof typeof import('./ui/pages')) => () => import('./ui/pages').then((m) => ({ default: m[name] }));

export default defineApplet({
  id: 'chk',
  route: 'chk',
  title: CHECKOUT_MESSAGES.title,
  description: 'Benchmark your checkout against the market',
  icon: 'shopping-cart',
  sdkVersion: '^1.0.0',
  nav: [
    { type: 'link', label: 'Home', path: '', icon: 'home' },
    {
      type: 'link',
      label: 'Checkout',
      path: 'checkout',
      icon: 'shopping-cart',
      children: [
        { type: 'link', label: 'Score', path: 'checkout/score', icon: 'dashboard' },
        { type: 'link', label: 'Insights', path: 'checkout/insights', icon: 'lightbulb' },
        { type: 'link', label: 'Tips', path: 'checkout/tips', icon: 'learning' },
      ],
    },
    { type: 'link', label: 'Settings', path: 'settings', icon: 'cog' },
    { type: 'link', label: 'About', path: 'about', icon: 'info-sign' },
  ],
  pages: [
    { path: '', load: page('HomePage') },
    { path: 'checkout', load: page('CheckoutPage') },
    { path: 'checkout/score', load: page('ScorePage') },
    { path: 'checkout/insights', load: page('InsightsPage') },
    { path: 'checkout/tips', load: page('TipsPage') },
    { path: 'settings', load: page('SettingsPage') },
    // The checkout spec hides the alerts on About.
    { path: 'about', load: page('AboutPage'), hideAlerts: true },
  ],
});
