// The catalogue as ints: products sorted by id so every tie in every ranking breaks the same
// way whatever order the catalogue arrived in, and inverted lists (collection, tag, vendor,
// product type → products) for the similarity score.
import { buildCsr, Interner, sortRows } from './csr';
import { compareIds } from './ids';
import type { CatalogIndex } from './model';
import type { Catalog } from './types';

export const normalizeTag = (tag: string) => tag.trim().toLowerCase();

/** Growable (owner, item) pair list feeding buildCsr. */
class Pairs {
  owners = new Int32Array(1024);
  items = new Int32Array(1024);
  length = 0;
  push(owner: number, item: number) {
    if (this.length === this.owners.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.owners = grow(this.owners);
      this.items = grow(this.items);
    }
    this.owners[this.length] = owner;
    this.items[this.length++] = item;
  }
}

export function indexCatalog(catalog: Catalog, consumableTags: readonly string[]): CatalogIndex {
  const products = [...catalog.products].sort((a, b) => compareIds(a.id, b.id));
  const size = products.length;
  const productIndex = new Map<string, number>();
  const handleIndex = new Map<string, number>();
  products.forEach((p, i) => {
    productIndex.set(p.id, i);
    if (p.handle && !handleIndex.has(p.handle)) handleIndex.set(p.handle, i);
  });

  const collections = [...catalog.collections].sort((a, b) => compareIds(a.id, b.id));
  const collectionKey = new Map<string, number>();
  // Ids first, then handles only where they do not shadow an id.
  collections.forEach((c, i) => collectionKey.set(c.id, i));
  collections.forEach((c, i) => {
    if (c.handle && !collectionKey.has(c.handle)) collectionKey.set(c.handle, i);
  });

  // Membership = the product's own list ∪ the collection's list, each pair once.
  const membership = new Pairs();
  const seen = new Set<number>();
  const memberKey = (c: number, p: number) => c * size + p;
  const addMember = (c: number | undefined, p: number | undefined) => {
    if (c === undefined || p === undefined || seen.has(memberKey(c, p))) return;
    seen.add(memberKey(c, p));
    membership.push(p, c);
  };
  products.forEach((p, i) => p.collectionIds.forEach((id) => addMember(collectionKey.get(id), i)));
  collections.forEach((c, ci) => c.productIds.forEach((id) => addMember(ci, productIndex.get(id))));

  const tags = new Interner();
  const tagPairs = new Pairs();
  const vendors = new Interner();
  const types = new Interner();
  const vendor = new Int32Array(size);
  const productType = new Int32Array(size);
  const price = new Float64Array(size);
  const available = new Uint8Array(size);
  const published = new Uint8Array(size);
  const createdAtMs = new Float64Array(size);
  const consumable = new Uint8Array(size);
  const consumableSet = new Set(consumableTags.map(normalizeTag));

  products.forEach((p, i) => {
    const own = new Set(p.tags.map(normalizeTag).filter((t) => t !== ''));
    // Sorted so a product's tag row does not depend on how the tags were written.
    for (const tag of [...own].sort()) {
      tagPairs.push(i, tags.intern(tag));
      if (consumableSet.has(tag)) consumable[i] = 1;
    }
    vendor[i] = p.vendor.trim() ? vendors.intern(p.vendor.trim().toLowerCase()) : -1;
    productType[i] = p.productType.trim() ? types.intern(p.productType.trim().toLowerCase()) : -1;
    price[i] = p.price;
    available[i] = p.available ? 1 : 0;
    published[i] = p.published ? 1 : 0;
    const created = Date.parse(p.createdAt);
    createdAtMs[i] = Number.isFinite(created) ? created : 0;
  });

  const single = (values: Int32Array, owners: number) => {
    const items = new Int32Array(size);
    const keys = new Int32Array(size);
    let n = 0;
    values.forEach((v, i) => {
      if (v >= 0) {
        keys[n] = v;
        items[n++] = i;
      }
    });
    return buildCsr(owners, keys, items, n);
  };

  return {
    products,
    productIndex,
    handleIndex,
    price,
    available,
    published,
    createdAtMs,
    consumable,
    collections,
    collectionKey,
    productCollections: sortRows(buildCsr(size, membership.owners, membership.items, membership.length)),
    collectionProducts: sortRows(buildCsr(collections.length, membership.items, membership.owners, membership.length)),
    tagIndex: tags.ids,
    productTags: buildCsr(size, tagPairs.owners, tagPairs.items, tagPairs.length),
    tagProducts: buildCsr(tags.keys.length, tagPairs.items, tagPairs.owners, tagPairs.length),
    vendor,
    vendorProducts: single(vendor, vendors.keys.length),
    productType,
    typeProducts: single(productType, types.keys.length),
  };
}
