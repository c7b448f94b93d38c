import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AppletDefinition, AppletPage } from '../sdk';
import { APPLET_MESSAGES } from './messages';
import { loadedPage, loadPage } from './pageModules';
import styles from './AppletFrame.module.scss';

interface LazyPage {
  readonly path: string;
  readonly Component: ComponentType;
}

/** Runs a page's prefetch (prefetchPage.ts); none in tests that do not bind the services. */
const PrefetchContext = createContext<((page: AppletPage) => void) | undefined>(undefined);

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
    const prefetch = useContext(PrefetchContext);
    const [Loaded] = useState(() => {
      const loaded = loadedPage(page);
      // Navigating to a page whose chunk is not here yet: its queries go out with the chunk's
      // request, not after it. (A page the applet opened on was prefetched by AppletLoader.)
      if (!loaded) prefetch?.(page);
      return loaded;
    });
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
export function AppletPages({ definition, prefetch }: { definition: AppletDefinition; prefetch?: (page: AppletPage) => void }) {
  const pages = useMemo(() => lazyPages(definition), [definition]);
  return (
    <PrefetchContext.Provider value={prefetch}>
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
    </PrefetchContext.Provider>
  );
}
