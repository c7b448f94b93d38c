// Test doubles for the email editor's sections and preview pane: a model from a document,
// the editor context, and a host whose capabilities are jest mocks.
import type { EditorContext, EditorHost } from '../../../../sdk/sandbox';
import { recommendationFromDocument, type Recommendation } from '../../model/RecommendationModel';

export const SITE_ID = 'b'.repeat(24);
export const REC_ID = 'a'.repeat(24);

export function emailRec(fields: Record<string, unknown> = {}, desktop: Record<string, unknown> = {}, mobile: Record<string, unknown> = {}): Recommendation {
  return recommendationFromDocument(
    {
      _id: REC_ID,
      __v: 2,
      external: 'email-best-sellers',
      kind: 'email',
      status: 'staging',
      place: 'EMAIL',
      qualifiedName: 'best-sellers',
      widgetOpts: { desktop: { tableCols: 4, tableRows: 1, ...desktop }, mobile },
      ...fields,
    },
    { saveRecommendation: jest.fn() },
  );
}

export function emailCtx(overrides: Partial<EditorContext> = {}): EditorContext {
  return {
    site: { id: SITE_ID, name: 'Demo', storefrontOrigin: 'http://store.test', currency: 'USD' },
    staff: false,
    devMode: false,
    theme: 'light',
    applet: 'rec',
    channel: 'email',
    place: 'EMAIL',
    recommendationId: REC_ID,
    external: null,
    ...overrides,
  };
}

export type MockHost = { [K in keyof EditorHost]: jest.Mock };

export function mockHost(): MockHost & EditorHost {
  const host = {
    snackbar: jest.fn().mockResolvedValue(undefined),
    searchCategories: jest.fn().mockResolvedValue([]),
    clearCache: jest.fn().mockResolvedValue({ ok: true }),
  };
  // Any other capability is a resolved mock, as penpal's proxy has every method.
  return new Proxy(host, { get: (target, key: string) => (target as Record<string, jest.Mock>)[key] ?? ((target as Record<string, jest.Mock>)[key] = jest.fn().mockResolvedValue(undefined)) }) as never;
}
