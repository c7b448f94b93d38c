import { useState, type ReactNode } from 'react';
import { useConfirm, useNavigation, useSite } from 'sdk';
import type { CatalogueView } from '../../model/availability';
import type { RecTemplate } from '../../model/catalogue';
import { PLACE_LABELS, type Place, type RecKind } from '../../model/places';
import type { Mode } from '../shared/mode';
import { editorPath } from '../shared/paths';
import type { RecStoreInstance } from '../store/RecStore';
import { checkoutEditorUrl, instancesOf, nextStep, type AddStep } from './addFlow';
import { ExistingDialog } from './ExistingDialog';
import { kindFor, placesFor } from './filter';
import { ADD } from './messages';
import { PageStep } from './PageStep';

export interface AddFlowOptions {
  store: RecStoreInstance;
  mode: Mode;
  view: CatalogueView;
  /** The shop's domain, for the admin's checkout editor. */
  shopDomain?: string | null;
  /** Cancel anywhere in the flow also closes the dialog the flow started from. */
  onCancelAll?: () => void;
}

interface Current {
  template: RecTemplate;
  kind: RecKind;
  places: Place[];
  place?: Place;
  askedExisting: boolean;
}

const channelOf = (kind: string) => (kind === 'email' ? 'email' : 'online');

/**
 * Adding a recommendation from a template (spec 2), shared by the gallery and the add dialogs:
 * the instances question, the page step, the admin for checkout pages, then the create call
 * and the editor. `dialogs` renders the questions; `begin` starts with a template.
 */
export function useAddFlow({ store, mode, view, shopDomain, onCancelAll }: AddFlowOptions): { begin(t: RecTemplate, place?: Place): void; busy: string | null; dialogs: ReactNode } {
  const site = useSite();
  const { navigate } = useNavigation();
  const { confirm } = useConfirm();
  const [current, setCurrent] = useState<Current | null>(null);
  const [step, setStep] = useState<AddStep | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const close = () => {
    setCurrent(null);
    setStep(null);
  };

  const run = async (cur: Current) => {
    const next = nextStep({ instances: instancesOf(store.recommendations, cur.template).length, places: cur.places, place: cur.place, askedExisting: cur.askedExisting });
    setCurrent(cur);
    if (next.step === 'existing' || next.step === 'page') {
      setStep(next);
      return;
    }
    setStep(null);
    if (next.step === 'checkout') {
      const url = checkoutEditorUrl(shopDomain);
      if (!url) {
        store.setProblem({ title: ADD.adminUrlTitle, message: ADD.adminUrlMissing });
        return;
      }
      const ok = await confirm({ title: ADD.checkoutTitle, message: ADD.checkoutText(PLACE_LABELS[next.place]), confirmLabel: ADD.checkoutConfirm });
      // A new tab: the merchant keeps the console where it was.
      if (ok) window.open(url, '_blank', 'noopener,noreferrer');
      setCurrent(null);
      return;
    }
    setBusy(cur.template.keyId);
    const doc = await store.createFromTemplate({ template: cur.template.keyId, kind: cur.kind, place: next.place, name: `${PLACE_LABELS[next.place]}: ${cur.template.title}` }, site._id);
    setBusy(null);
    setCurrent(null);
    if (doc) navigate(editorPath(channelOf(doc.kind), doc.place, doc._id));
  };

  const begin = (template: RecTemplate, place?: Place) => {
    const kind = kindFor(template, mode);
    void run({ template, kind, places: placesFor(template, kind, view), place, askedExisting: false });
  };

  const existing = current ? instancesOf(store.recommendations, current.template) : [];
  const viewExisting = () => {
    // The newest one: the one the merchant most likely means.
    const rec = existing[existing.length - 1];
    close();
    if (rec) navigate(editorPath(channelOf(rec.kind), rec.place, rec._id));
  };
  const cancelAll = () => {
    close();
    onCancelAll?.();
  };

  const dialogs = current && (
    <>
      <ExistingDialog
        isOpen={step?.step === 'existing'}
        title={current.template.title}
        count={existing.length}
        onCancel={close}
        onAddNew={() => void run({ ...current, askedExisting: true })}
        onViewExisting={viewExisting}
      />
      <PageStep
        isOpen={step?.step === 'page'}
        title={current.template.title}
        places={step?.step === 'page' ? step.places : []}
        // Back goes to the question before, or to the list the template was picked from.
        onBack={() => (current.askedExisting ? setStep({ step: 'existing' }) : close())}
        onCancel={cancelAll}
        onPick={(place) => void run({ ...current, place })}
      />
    </>
  );
  return { begin, busy, dialogs };
}
