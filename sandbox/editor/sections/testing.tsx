/**
 * Test doubles for section tests: a recommendation model, an editor context and a fake editor
 * host whose searches answer from small lists. Not imported by production code.
 */
import { render } from '@testing-library/react';
import type { CategoryHit, EditorContext, EditorHost, ProductHit } from '../../../sdk/sandbox';
import { recommendationFromDocument, type Recommendation } from '../model/RecommendationModel';
import type { SectionDef, SectionProps } from './types';

export const CATEGORIES: CategoryHit[] = [
  { id: 'c1', title: 'Shoes', handle: 'shoes' },
  { id: 'c2', title: 'Shirts', handle: 'shirts' },
  { id: 'c3', title: 'Hats', handle: 'hats' },
];
export const PRODUCTS: ProductHit[] = [
  { id: 'p1', title: 'Trail Runner', imageUrl: '' },
  { id: 'p2', title: 'Rain Jacket', imageUrl: '' },
];

export function makeRec(doc: Record<string, unknown> = {}): Recommendation {
  return recommendationFromDocument(
    { _id: 'r'.repeat(24), __v: 1, external: 'home-picks', kind: 'online', status: 'staging', place: 'H', qualifiedName: 'best-sellers', template: 'best-sellers', widgetOpts: { desktop: {}, mobile: {} }, ...doc },
    { saveRecommendation: jest.fn() },
  );
}

export function makeCtx(over: Partial<EditorContext> = {}): EditorContext {
  return {
    site: { id: 's1', name: 'Demo', storefrontOrigin: 'http://127.0.0.1:9', currency: 'USD' },
    staff: false,
    devMode: false,
    theme: 'light',
    applet: 'rec',
    channel: 'online',
    place: 'H',
    recommendationId: 'r'.repeat(24),
    external: null,
    ...over,
  };
}

const matching = <T extends { title: string }>(list: T[]) => (query: string) => Promise.resolve(list.filter((x) => x.title.toLowerCase().includes(query.toLowerCase())));

export function fakeHost(): EditorHost & { searchCategories: jest.Mock; searchProducts: jest.Mock } {
  return {
    searchCategories: jest.fn(matching(CATEGORIES)),
    searchProducts: jest.fn(matching(PRODUCTS)),
  } as unknown as EditorHost & { searchCategories: jest.Mock; searchProducts: jest.Mock };
}

export function makeProps(over: Partial<SectionProps> & { doc?: Record<string, unknown> } = {}): SectionProps {
  const { doc, ...rest } = over;
  return { rec: makeRec(doc), ff: 'desktop', ctx: makeCtx(), host: fakeHost(), ...rest };
}

/** Renders one section as the shell would (its component with its props). */
export function renderSection(def: SectionDef, props: SectionProps) {
  const Component = def.component;
  return render(<Component {...props} />);
}
