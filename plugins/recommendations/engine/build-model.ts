// buildShopModel: everything the recipes need, computed once per shop from its catalogue,
// orders and views. Pure and deterministic: the same inputs in any order give the same model
// (products are indexed by sorted id; every ranking breaks ties by that index).
import { indexCatalog } from './catalog-index';
import { indexCoPurchase } from './co-purchase';
import { CO_PURCHASE_DAYS, DEFAULT_CONSUMABLE_TAGS, MAX_BASKET_FOR_PAIRS, MIN_LIFT, MIN_SUPPORT_COUNT } from './constants';
import { indexHistory } from './history';
import { tabulateLines } from './line-table';
import type { ModelOptions, ShopModel } from './model';
import { indexSales } from './sales';
import type { Catalog, OrderLine, ProductView } from './types';

export interface BuildShopModelInput {
  catalog: Catalog;
  orders: readonly OrderLine[];
  views?: readonly ProductView[];
  /** The model's "today": windows end here and later lines and views are ignored. */
  now: Date;
  options?: ModelOptions;
}

export function buildShopModel(input: BuildShopModelInput): ShopModel {
  const options = input.options ?? {};
  const nowMs = input.now.getTime();
  const catalog = indexCatalog(input.catalog, options.consumableTags ?? DEFAULT_CONSUMABLE_TAGS);
  const size = catalog.products.length;
  const lines = tabulateLines(input.orders, catalog.productIndex, nowMs);
  return {
    siteId: input.catalog.siteId,
    nowMs,
    size,
    catalog,
    sales: indexSales(lines, catalog, nowMs),
    coPurchase: indexCoPurchase(lines, size, nowMs, {
      minSupportCount: options.minSupportCount ?? MIN_SUPPORT_COUNT,
      minLift: options.minLift ?? MIN_LIFT,
      coPurchaseDays: options.coPurchaseDays ?? CO_PURCHASE_DAYS,
      maxBasketForPairs: options.maxBasketForPairs ?? MAX_BASKET_FOR_PAIRS,
    }),
    history: indexHistory(lines, input.views ?? [], catalog.productIndex, nowMs),
  };
}
