import { flow, getEnv, getSnapshot, types, type Instance, type SnapshotOut } from 'mobx-state-tree';
import type { ApiService, ConfirmOptions } from 'sdk';
import { KINDS, STATUSES } from '../../model/places';
import { displayStatus, transition, type LifecycleAction } from '../../model/status';
import { recommendationName } from '../../model/name';
import type { StarterPreset } from '../../model/presets';
import { CONFIRM, HOME } from '../messages';
import type { RecDoc } from '../shared/types';
import { problemOf, refusalOf, type Problem } from './problems';

/** What the store needs from the console, passed as MST env (never globals). */
export interface RecStoreEnv {
  api: Pick<ApiService, 'fetch'>;
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export const Recommendation = types
  .model('Recommendation', {
    _id: types.identifier,
    __v: types.number,
    external: types.string,
    kind: types.enumeration(KINDS as unknown as string[]),
    status: types.enumeration(STATUSES as unknown as string[]),
    everProduction: types.boolean,
    everUpdated: types.boolean,
    name: types.optional(types.string, ''),
    /** The desktop title shoppers see: an unnamed recommendation goes by it. */
    widgetTitle: types.optional(types.string, ''),
    place: types.string,
    qualifiedName: types.string,
    template: types.maybeNull(types.string),
    editor: types.maybeNull(types.string),
    /** Custom css or js: deleting it asks the strong confirmation. */
    hasCode: types.boolean,
    /** Hidden by default (testMode) on some device: shown only where A/B code reveals it. */
    underTest: types.optional(types.boolean, false),
    /** When it was made (ISO): staff see it on Ctrl/Cmd click (spec 6). */
    created: types.maybeNull(types.string),
  })
  .views((self) => ({
    get facts() {
      return { status: self.status as RecDoc['status'], everProduction: self.everProduction, everUpdated: self.everUpdated, editor: self.editor };
    },
    get displayStatus() {
      return displayStatus(this.facts);
    },
    get fromPlatformEditor() {
      return self.editor === 'shopify';
    },
    /** Spec 4: an initial or never-updated Draft goes to Review Configuration, not live. */
    get needsReview() {
      return self.status === 'initial' || (self.status === 'staging' && !self.everUpdated);
    },
    /** The one name it goes by everywhere (model/name.ts). */
    get title() {
      return recommendationName({ name: self.name, template: self.template, external: self.external, widgetOpts: { desktop: { title: self.widgetTitle } } });
    },
  }));
export type RecommendationInstance = Instance<typeof Recommendation>;

export function toSnapshot(doc: RecDoc) {
  return {
    _id: doc._id,
    __v: doc.__v,
    external: doc.external,
    kind: doc.kind,
    status: doc.status,
    everProduction: !!doc.everProduction,
    everUpdated: !!doc.everUpdated,
    name: doc.name ?? '',
    widgetTitle: typeof doc.widgetOpts?.desktop?.title === 'string' ? doc.widgetOpts.desktop.title : '',
    place: doc.place,
    qualifiedName: doc.qualifiedName,
    template: doc.template ?? null,
    editor: doc.editor ?? null,
    hasCode: !!(doc.css?.trim() || doc.js?.trim() || doc.scss?.trim()),
    underTest: doc.testMode === true || doc.widgetOpts?.desktop?.testMode === true || doc.widgetOpts?.mobile?.testMode === true,
    created: doc.created ?? null,
  };
}

/** What a row action ended in: the page may have to open the editor instead. */
export type ActionResult = 'done' | 'cancelled' | 'failed' | 'review';

export const RecStore = types
  .model('RecStore', { recommendations: types.array(Recommendation) })
  .volatile(() => ({
    loadState: 'idle' as 'idle' | 'loading' | 'loaded' | 'error',
    problem: null as Problem | null,
    busy: new Set<string>(),
  }))
  .views((self) => ({
    byKind(kinds: readonly string[]) {
      return self.recommendations.filter((r) => kinds.includes(r.kind));
    },
    find(id: string) {
      return self.recommendations.find((r) => r._id === id);
    },
    isBusy(id: string) {
      return self.busy.has(id);
    },
  }))
  .views((self) => ({
    /** Spec 4 badge counts: 'N live' (production) and 'N not live' (all but archived). */
    counts(kinds: readonly string[]) {
      const list = self.byKind(kinds);
      const live = list.filter((r) => r.status === 'production').length;
      const notLive = list.filter((r) => r.status !== 'production' && r.status !== 'archived').length;
      return { live, notLive };
    },
    /** Counts by display status, for Home's channel panels. */
    countsByStatus(kinds: readonly string[]) {
      const out: Record<string, number> = {};
      for (const r of self.byKind(kinds)) out[r.displayStatus] = (out[r.displayStatus] ?? 0) + 1;
      return out;
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RecStoreEnv>(self);
    const setBusy = (id: string, on: boolean) => {
      const next = new Set(self.busy);
      if (on) next.add(id);
      else next.delete(id);
      self.busy = next;
    };
    return {
      replaceAll(docs: RecDoc[]) {
        self.recommendations.replace(docs.map(toSnapshot) as never);
      },
      upsert(doc: RecDoc) {
        const at = self.recommendations.findIndex((r) => r._id === doc._id);
        if (at >= 0) self.recommendations.splice(at, 1, toSnapshot(doc) as never);
        else self.recommendations.push(toSnapshot(doc) as never);
      },
      setLoadState(state: typeof self.loadState) {
        self.loadState = state;
      },
      setProblem(problem: Problem | null) {
        self.problem = problem;
      },
      setBusy,
      applyLocal(id: string, status: string, everProduction: boolean) {
        const rec = self.find(id);
        if (rec) Object.assign(rec, { status, everProduction });
      },
      restoreLocal(snapshot: SnapshotOut<typeof Recommendation>, index: number) {
        const at = self.recommendations.findIndex((r) => r._id === snapshot._id);
        if (at >= 0) self.recommendations.splice(at, 1, snapshot as never);
        else self.recommendations.splice(Math.min(index, self.recommendations.length), 0, snapshot as never);
      },
      removeLocal(id: string) {
        const at = self.recommendations.findIndex((r) => r._id === id);
        if (at >= 0) self.recommendations.splice(at, 1);
      },
      load: flow(function* load() {
        self.loadState = 'loading';
        try {
          const docs: RecDoc[] = yield env().api.fetch<RecDoc[]>('/api2/recommendation', { silent: true });
          self.recommendations.replace(docs.map(toSnapshot) as never);
          self.loadState = 'loaded';
        } catch {
          self.loadState = 'error';
        }
      }),
      /** The add dialogs and the gallery: a new recommendation (status initial) from a template. */
      createFromTemplate: flow(function* createFromTemplate(args: { template: string; kind: string; place: string; name: string }, site: string) {
        try {
          const doc: RecDoc = yield env().api.fetch<RecDoc>('/api2/recommendation/create', {
            method: 'POST',
            silent: true,
            body: { site, recommendation: { kind: args.kind, template: args.template, place: args.place, name: args.name } },
          });
          self.recommendations.push(toSnapshot(doc) as never);
          return doc;
        } catch (error) {
          const text = error instanceof Error && error.message ? error.message : HOME.noAdditionalInfo;
          self.problem = { title: HOME.createFailed, message: text };
          return null;
        }
      }),
      /** Go live in 60 seconds: a recommendation from a starter preset, to open in the editor. */
      createFromPreset: flow(function* createFromPreset(preset: StarterPreset, kind: 'online' | 'hyper-online', site: string) {
        try {
          const doc: RecDoc = yield env().api.fetch<RecDoc>('/api2/recommendation/create', {
            method: 'POST',
            silent: true,
            body: {
              site,
              recommendation: { kind, template: preset.template, qualifiedName: preset.qualifiedName, place: preset.place, name: preset.title, widgetOpts: preset.widgetOpts },
            },
          });
          self.recommendations.push(toSnapshot(doc) as never);
          return doc;
        } catch (error) {
          const text = error instanceof Error && error.message ? error.message : HOME.noAdditionalInfo;
          self.problem = { title: HOME.createFailed, message: text };
          return null;
        }
      }),
    };
  })
  .actions((self) => {
    const env = () => getEnv<RecStoreEnv>(self);
    const snapshotOf = (rec: RecommendationInstance): SnapshotOut<typeof Recommendation> => getSnapshot(rec);

    /** The confirmation spec 2 asks before a row action, or none (going live asks nothing). */
    function confirmationFor(rec: RecommendationInstance, action: LifecycleAction | 'delete'): ConfirmOptions | null {
      switch (action) {
        case 'deactivate':
          return CONFIRM.pause(rec.title);
        case 'archive':
          return CONFIRM.archive(rec.title);
        case 'archive-restore': {
          // Say what the row will show: a once-live recommendation comes back Paused (spec 4).
          const next = transition(rec.facts, 'archive-restore');
          return CONFIRM.restore(rec.title, next.ok ? displayStatus({ ...rec.facts, ...next }) : 'staging');
        }
        case 'delete':
          return rec.everProduction || rec.hasCode ? CONFIRM.deleteStrong(rec.title) : CONFIRM.delete(rec.title);
        default:
          return null;
      }
    }

    return {
      confirmationFor,
      /**
       * A lifecycle move: confirmation, the local state at once (optimistic), the call, then
       * the server's document; on failure the old state comes back and the spec's dialog shows.
       */
      run: flow(function* run(id: string, action: LifecycleAction) {
        const rec = self.find(id);
        if (!rec || self.isBusy(id)) return 'failed' as ActionResult;
        if (action === 'activate' && rec.needsReview) return 'review' as ActionResult;
        const next = transition(rec.facts, action);
        if (!next.ok) {
          self.setProblem(refusalOf(next.message, action));
          return 'failed' as ActionResult;
        }
        const question = confirmationFor(rec, action);
        if (question && !(yield env().confirm(question))) return 'cancelled' as ActionResult;
        const before = snapshotOf(rec);
        const index = self.recommendations.indexOf(rec);
        self.setBusy(id, true);
        self.applyLocal(id, next.status, next.everProduction);
        try {
          const doc: RecDoc = yield env().api.fetch<RecDoc>(`/api2/recommendation/${action}/${encodeURIComponent(id)}`, {
            method: 'PATCH',
            query: { __v: before.__v },
            silent: true,
          });
          self.upsert(doc);
          return 'done' as ActionResult;
        } catch (error) {
          self.restoreLocal(before, index);
          self.setProblem(problemOf(error, action));
          return 'failed' as ActionResult;
        } finally {
          self.setBusy(id, false);
        }
      }),
      remove: flow(function* remove(id: string) {
        const rec = self.find(id);
        if (!rec || self.isBusy(id)) return 'failed' as ActionResult;
        if (!(yield env().confirm(confirmationFor(rec, 'delete')!))) return 'cancelled' as ActionResult;
        const before = snapshotOf(rec);
        const index = self.recommendations.indexOf(rec);
        self.setBusy(id, true);
        self.removeLocal(id);
        try {
          yield env().api.fetch(`/api2/recommendation/${encodeURIComponent(id)}`, { method: 'DELETE', query: { __v: before.__v }, silent: true });
          return 'done' as ActionResult;
        } catch (error) {
          self.restoreLocal(before, index);
          self.setProblem(problemOf(error, 'delete'));
          return 'failed' as ActionResult;
        } finally {
          self.setBusy(id, false);
        }
      }),
    };
  });
export type RecStoreInstance = Instance<typeof RecStore>;

/** The applet's one store, with its services as env. */
export function createRecStore(env: RecStoreEnv): RecStoreInstance {
  return RecStore.create({ recommendations: [] }, env);
}
