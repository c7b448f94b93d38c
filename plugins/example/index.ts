import { defineApplet } from 'sdk';
import { EXAMPLE_MESSAGES } from './messages';

/**
 * A third-party applet: built on its own (`npm run build:example`, webpack.config.ts here)
 * into a Module Federation container, served from its own origin, registered by staff through
 * POST /api2/applets and loaded by the console at run time. This module is the exposed
 * './Applet'; its default export is what the console checks and mounts.
 */
export default defineApplet({
  id: 'example',
  route: 'example',
  title: EXAMPLE_MESSAGES.title,
  description: EXAMPLE_MESSAGES.description,
  icon: 'cube',
  sdkVersion: '^1.0.0',
  nav: [{ type: 'link', label: 'Overview', path: '', icon: 'home' }],
  pages: [{ path: '', load: () => import('./ExamplePage') }],
});
