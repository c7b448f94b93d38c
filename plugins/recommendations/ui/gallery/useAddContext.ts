import { useMemo } from 'react';
import { useSession, useSite } from 'sdk';
import type { CatalogueView } from '../../model/availability';
import type { RecTemplate } from '../../model/catalogue';
import type { Place } from '../../model/places';
import { appletMode, type Mode } from '../shared/mode';
import { useInstallation } from '../shared/useInstallation';
import type { RecStoreInstance } from '../store/RecStore';
import { canProvision } from './addFlow';
import { kindFor, placesFor } from './filter';

export interface AddContext {
  mode: Mode;
  view: CatalogueView;
  shopDomain: string | null;
  /** Email templates only with the email flag or in dev mode (spec 2). */
  emailOn: boolean;
  /** Under blockModify nothing may be created (spec 8's notice shows instead). */
  blocked: boolean;
  /** The pages a template may go on here, and whether the store can have it at all. */
  fit(t: RecTemplate): { places: Place[]; provisionable: boolean };
}

/** What adding needs to know about the store: mode, dev mode, checkout pages, flags. */
export function useAddContext(store: RecStoreInstance): AddContext {
  const site = useSite();
  const { devMode } = useSession();
  const installation = useInstallation();
  const check = installation.state === 'ok' ? installation.check : undefined;
  // Checkout pages exist only on the highest store plan (spec 3).
  const plus = !!check?.shopPlan?.shopifyPlus;
  const view = useMemo<CatalogueView>(() => ({ devMode, pageExists: (p) => p !== 'CO' || plus }), [devMode, plus]);
  const mode = appletMode(site.flags?.HicPlusModernMode, store.recommendations);
  const flags = site.flags;
  return {
    mode,
    view,
    shopDomain: check?.myShopifyDomain ?? null,
    emailOn: !!flags?.HicPlusEnableEmail || devMode,
    blocked: !!check?.blockModify,
    fit(t) {
      const places = placesFor(t, kindFor(t, mode), view);
      return { places, provisionable: canProvision(t, places, flags) };
    },
  };
}
