import { defineApplet } from 'sdk';
import { MESSAGES as M } from './messages';

/**
 * The applet: the console loads this module (the container's './Applet'), checks it and mounts
 * its pages; `npm run build` writes dist/applet.json from it. Each page is its own chunk.
 */
export default defineApplet({
  id: '__ID__',
  route: '__ID__',
  title: M.title,
  description: M.description,
  icon: 'cube',
  sdkVersion: '^__SDK_VERSION__',
  // The shop-platform app this applet depends on ('rec' or 'chk'): its installation check runs
  // above the pages. null: none.
  platformApp: null,
  nav: [
    { type: 'link', label: M.home, path: '', icon: 'home' },
    { type: 'link', label: M.settings, path: 'settings', icon: 'cog' },
  ],
  pages: [
    { path: '', load: () => import('./pages/HomePage') },
    { path: 'settings', load: () => import('./pages/SettingsPage') },
  ],
});
