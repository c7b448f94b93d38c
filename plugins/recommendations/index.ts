import { defineApplet } from 'sdk';
import { RECOMMENDATIONS_MESSAGES } from './messages';

// Every page is one lazy chunk for now (the placeholders); real pages get a file each.
const page = (name: keyof typeof import('./ui/pages')) => () => import('./ui/pages').then((m) => ({ default: m[name] }));

export default defineApplet({
  id: 'rec',
  route: 'rec',
  title: RECOMMENDATIONS_MESSAGES.title,
  description: 'Product recommendations for your online store and your emails',
  icon: 'layout-auto',
  sdkVersion: '^1.0.0',
  nav: [
    { type: 'link', label: 'Dashboard', path: '', icon: 'dashboard' },
    { type: 'label', label: 'Recommendations' },
    { type: 'link', label: 'Online', path: 'online', icon: 'globe' },
    { type: 'link', label: 'Hyper-online', path: 'hyper-online', icon: 'layers' },
    { type: 'link', label: 'Email', path: 'email', icon: 'envelope' },
    { type: 'divider' },
    { type: 'link', label: 'Settings', path: 'settings', icon: 'cog' },
  ],
  pages: [
    { path: '', load: page('DashboardPage') },
    { path: 'online/recommend-edit', load: () => import('./ui/editor/RecommendEditPage').then((m) => ({ default: m.RecommendEditPage })) },
    { path: 'online/*', load: page('OnlinePage') },
    { path: 'hyper-online/*', load: page('HyperOnlinePage') },
    { path: 'email/*', load: page('EmailPage') },
    { path: 'settings/*', load: page('SettingsPage') },
  ],
});
