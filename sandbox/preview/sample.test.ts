import { payload, product, recommendation } from './fixtures';
import { previewProducts } from './sample';

const own = [product(1), product(2)];
const other = [product(7)];
const sample = [product(50, { title: 'Sample Classic Tee 1' }), product(51, { title: 'Sample Canvas Tote 2' })];
const page = payload([recommendation('r1', {}, {}, { products: own }), recommendation('r2', {}, {}, { products: other }), recommendation('r3', {}, {}, { products: [] })]);
const edited = (id: string, status: 'initial' | 'staging' | 'production') => {
  const { products: _products, ...rec } = recommendation(id, {}, {}, { status });
  return rec;
};

describe('which products the preview renders a recommendation with', () => {
  it('the editor sends its own list: that list, whatever the page has', () => {
    expect(previewProducts({ ...edited('r1', 'production'), products: [product(9)] }, page, sample)).toEqual([product(9)]);
  });

  it('a saved one with products in the delivery answer: that answer', () => {
    expect(previewProducts(edited('r1', 'staging'), page, sample)).toBe(own);
    expect(previewProducts(edited('r1', 'production'), page, sample)).toBe(own);
  });

  it('a new one (initial): the sample, even when the answer has products', () => {
    expect(previewProducts(edited('r1', 'initial'), page, sample)).toBe(sample);
  });

  it('one not in the answer, or whose recipe returns nothing on this page: the sample, never another widget’s products', () => {
    expect(previewProducts(edited('r9', 'staging'), page, sample)).toBe(sample);
    expect(previewProducts(edited('r3', 'production'), page, sample)).toBe(sample);
  });

  it('without a sample (an older host): its answer, else the page’s other products', () => {
    expect(previewProducts(edited('r1', 'initial'), page)).toBe(own);
    expect(previewProducts(edited('r3', 'production'), page)).toBe(own);
    expect(previewProducts(edited('r3', 'production'), payload([recommendation('r3', {}, {}, { products: [] }), recommendation('r2', {}, {}, { products: other })]))).toBe(other);
    expect(previewProducts(edited('r3', 'production'), payload([]))).toEqual([]);
  });
});
