// The 'login' chunk: a cold /login of a visitor who is not signed in (core/index.tsx). Blueprint's
// stylesheet, the page's Sass and a few KB of script; no React, router or stores.
import '@blueprintjs/core/lib/css/blueprint.css';
import '../global.scss';
import { applyTheme, readTheme } from '../theme/theme';
import { renderSignInPage } from './signInPage';

export function startSignInPage(): void {
  applyTheme(readTheme());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  renderSignInPage(container, window.location.search);
}
