import '@blueprintjs/core/lib/css/blueprint.css';
import './global.scss';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadAppletPage } from './applet-host/preloadAppletPage';
import { bootRequests } from './boot/startBootRequests';
import { ConsoleStore } from './console/ConsoleStore';
import { installIconLoader } from './theme/iconLoader';
import { applyTheme, readTheme } from './theme/theme';

// Before the first render, so a dark-theme user never sees a light flash.
applyTheme(readTheme());
FocusStyleManager.onlyShowFocusOnTabs();
installIconLoader();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// One store per page, started outside React so StrictMode's double effects cannot start it twice.
const store = new ConsoleStore();
store.start(bootRequests());
// A built-in applet's URL: its code and page chunk load while the shell renders its way there.
void preloadAppletPage(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
