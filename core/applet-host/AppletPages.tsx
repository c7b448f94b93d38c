import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AppletDefinition, AppletPage } from '../sdk';
import { APPLET_MESSAGES } from './messages';
import { loadedPage, loadPage } from './pageModules';
import styles from './AppletFrame.module.scss';

interface LazyPage {
  readonly path: string;
  readonly Component: ComponentType;
}

// One component per page and definition, so revisiting a page does not reload its chunk.
const pagesByDefinition = new WeakMap<AppletDefinition, LazyPage[]>();

/**
 * A page whose chunk has already loaded (preloadAppletPage) renders at once. Through lazy() it
 * would still suspend once, and React holds back content that suspended for up to 300 ms after
 * its fallback showed (the Suspense fallback throttle), however soon the chunk was there.
 */
function pageComponent(page: AppletPage): ComponentType {
  const Lazy = lazy(() => loadPage(page).then((component) => ({ default: component })));
  function AppletPageContent() {
    const [Loaded] = useState(() => loadedPage(page));
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return AppletPageContent;
}

function lazyPages(definition: AppletDefinition): LazyPage[] {
  let pages = pagesByDefinition.get(definition);
  if (!pages) {
    pages = definition.pages.map((page) => ({ path: page.path, Component: pageComponent(page) }));
    pagesByDefinition.set(definition, pages);
  }
  return pages;
}

export function PageSpinner() {
  return (
    <div className={styles.pageSpinner} aria-busy="true">
      <Spinner size={32} aria-label={APPLET_MESSAGES.loading} />
    </div>
  );
}

/** The applet's pages, each its own chunk, routed relative to the applet root. */
export function AppletPages({ definition }: { definition: AppletDefinition }) {
  const pages = useMemo(() => lazyPages(definition), [definition]);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {pages.map(({ path, Component }) =>
          path === '' ? (
            <Route key="(index)" index element={<Component />} />
          ) : (
            <Route key={path} path={path} element={<Component />} />
          ),
        )}
        <Route
          path="*"
          element={
            <NonIdealState
              icon={<Search size={48} />}
              title={APPLET_MESSAGES.pageNotFound}
              description={APPLET_MESSAGES.pageNotFoundDescription}
            />
          }
        />
      </Routes>
    </Suspense>
  );
}
