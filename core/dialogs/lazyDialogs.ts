import { lazy } from 'react';

// The shell's dialogs share one chunk, loaded when the first of them opens (WhenOpened) and
// prefetched when the browser is idle: the App Library's first paint needs none of them, nor
// Blueprint's Dialog, Overlay2 and react-transition-group they bring.

export const LazyErrorModal = lazy(() => import(/* webpackChunkName: "dialogs", webpackPrefetch: true */ '../errors/ErrorModal').then((m) => ({ default: m.ErrorModal })));

export const LazyConfirmDialog = lazy(() => import(/* webpackChunkName: "dialogs" */ './ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

export const LazySiteChangedDialog = lazy(() => import(/* webpackChunkName: "dialogs" */ '../current-site/SiteChangedDialog').then((m) => ({ default: m.SiteChangedDialog })));

export const LazySessionExpiryDialog = lazy(() => import(/* webpackChunkName: "dialogs" */ '../session/idle/SessionExpiryDialog').then((m) => ({ default: m.SessionExpiryDialog })));

export const LazyChangeSiteDialog = lazy(() => import(/* webpackChunkName: "dialogs" */ '../sites/ChangeSiteDialog').then((m) => ({ default: m.ChangeSiteDialog })));
