import type { RecDoc } from '../shared/types';

/** A recommendation document as the API answers it, for tests. */
export function recDoc(over: Partial<RecDoc> & Pick<RecDoc, '_id'>): RecDoc {
  return {
    __v: 1,
    site: 'site-1',
    external: over._id,
    kind: 'online',
    status: 'production',
    displayStatus: over.status ?? 'production',
    everProduction: true,
    everUpdated: true,
    name: `Rec ${over._id}`,
    place: 'H',
    qualifiedName: 'best-sellers',
    template: 'best-sellers',
    editor: null,
    ...over,
  };
}
