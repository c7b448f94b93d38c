// Every recipe by name, and each one's fallback chain.
import type { Recipe } from '../types';
import { bestSellers } from './best-sellers';
import { boughtTogether } from './bought-together';
import { buyAgain } from './buy-again';
import { collection } from './collection';
import { manual } from './manual';
import { newArrivals } from './new-arrivals';
import { personalized } from './personalized';
import { recentlyViewed } from './recently-viewed';
import type { RecipeFn } from './recipe';
import { similar } from './similar';
import { trending } from './trending';

export const RECIPE_FNS: Record<Recipe, RecipeFn> = {
  'best-sellers': bestSellers,
  trending,
  'bought-together': boughtTogether,
  similar,
  'recently-viewed': recentlyViewed,
  personalized,
  'buy-again': buyAgain,
  'new-arrivals': newArrivals,
  collection,
  manual,
};

/**
 * Each recipe, then what fills the slots it leaves empty, in order. best-sellers and
 * new-arrivals rank the whole catalogue, so only the data rules can leave them short.
 */
export const FALLBACK_CHAINS: Record<Recipe, readonly Recipe[]> = {
  'best-sellers': ['best-sellers'],
  trending: ['trending', 'best-sellers'],
  'bought-together': ['bought-together', 'similar', 'collection', 'best-sellers'],
  similar: ['similar', 'collection', 'best-sellers'],
  'recently-viewed': ['recently-viewed', 'personalized', 'best-sellers'],
  personalized: ['personalized', 'best-sellers'],
  'buy-again': ['buy-again', 'personalized', 'best-sellers'],
  'new-arrivals': ['new-arrivals'],
  collection: ['collection', 'best-sellers'],
  manual: ['manual', 'best-sellers'],
};
