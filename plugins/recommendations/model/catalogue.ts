import type { Recipe } from '../engine/types';
import type { LifeCycleStage, Place, RecKind } from './places';
import type { TemplateNeed } from './validate';

/** Spec 3: the product types of catalogue items. */
export type ProductType = 'RECOMMENDATION' | 'GROWTHBOT' | 'VIDEO' | 'THEME' | 'INTEGRATION';
export const EDITIONS = ['edition-starter', 'edition-advanced'] as const;
export type Edition = (typeof EDITIONS)[number];

export interface TemplateConfig {
  page?: Place;
  pages?: Place[];
  altCreatePage?: Place;
  location?: string;
  /** Growth bots: the hyper block section they install (their config check reads it). */
  section?: string;
  /** Themes and integrations: the vendor's site and how to install. */
  www?: string;
  install?: string;
  video?: { embed: string };
}

/** A catalogue item (spec 3 "Recommendation template"). */
export interface RecTemplate {
  keyId: string;
  /** The recipe (engine RECIPES) for product recommendations; the bot's own name for growth bots. */
  qualifiedName: Recipe | string;
  label: string;
  qualifiedLabel: string;
  title: string;
  strategy: string;
  description: string;
  places: Place[];
  kinds: RecKind[];
  lifeCycleName: LifeCycleStage;
  listOrder: number;
  csvOrder: number;
  config: TemplateConfig;
  collectionMap: Record<string, true>;
  blocktype: 'recommendation' | 'growthbot' | 'video' | 'theme' | 'integration';
  productType: ProductType;
  editions: Edition[];
  /** Shown only in dev mode. */
  hidden?: boolean;
  needs?: TemplateNeed[];
}

type Short = Pick<RecTemplate, 'keyId' | 'qualifiedName' | 'title' | 'description' | 'places' | 'lifeCycleName'> &
  Partial<Pick<RecTemplate, 'kinds' | 'hidden' | 'needs' | 'editions' | 'strategy'>> & { location?: string };

let order = 0;
function rec(t: Short): RecTemplate {
  order += 1;
  const kinds = t.kinds ?? ['online', 'hyper-online'];
  return {
    keyId: t.keyId,
    qualifiedName: t.qualifiedName,
    label: t.title,
    qualifiedLabel: `${t.title} (${t.places.join(', ')})`,
    title: t.title,
    strategy: t.strategy ?? t.qualifiedName,
    description: t.description,
    places: t.places,
    kinds,
    lifeCycleName: t.lifeCycleName,
    listOrder: order,
    csvOrder: order,
    config: { page: t.places[0], pages: t.places, ...(t.location ? { location: t.location } : {}) },
    collectionMap: {},
    blocktype: 'recommendation',
    productType: 'RECOMMENDATION',
    editions: t.editions ?? ['edition-advanced'],
    ...(t.hidden ? { hidden: true } : {}),
    ...(t.needs ? { needs: t.needs } : {}),
  };
}

const STARTER: Edition[] = ['edition-starter', 'edition-advanced'];

/** Product recommendations: every qualifiedName is one of the engine's RECIPES. */
export const RECOMMENDATION_TEMPLATES: RecTemplate[] = [
  rec({ keyId: 'best-sellers', qualifiedName: 'best-sellers', title: 'Best Sellers', description: 'The products that sell most in your shop.', places: ['H', 'CAT', 'SITEWIDE', 'E404'], lifeCycleName: 'discover', editions: STARTER }),
  rec({ keyId: 'trending', qualifiedName: 'trending', title: 'Trending Now', description: 'Products whose views and sales are rising this week.', places: ['H', 'CAT', 'E404'], lifeCycleName: 'discover', editions: STARTER }),
  rec({ keyId: 'new-arrivals', qualifiedName: 'new-arrivals', title: 'New Arrivals', description: 'Your newest products first.', places: ['H', 'CAT'], lifeCycleName: 'discover', editions: STARTER }),
  rec({ keyId: 'recently-viewed', qualifiedName: 'recently-viewed', title: 'Recently Viewed', description: 'Bring shoppers back to what they looked at.', places: ['H', 'CAT', 'PDP', 'CRT', 'SITEWIDE', 'E404', 'ACC'], lifeCycleName: 'explore', editions: STARTER }),
  rec({ keyId: 'similar', qualifiedName: 'similar', title: 'Similar Products', description: 'Alternatives to the product being viewed.', places: ['PDP'], lifeCycleName: 'explore', editions: STARTER }),
  rec({ keyId: 'bought-together', qualifiedName: 'bought-together', title: 'Frequently Bought Together', description: 'What other shoppers bought with these products.', places: ['PDP', 'CRT', 'MCRT', 'CO'], lifeCycleName: 'buy', editions: STARTER }),
  rec({ keyId: 'personalized', qualifiedName: 'personalized', title: 'Recommended For You', description: "Picks from each shopper's own browsing and buying.", places: ['H', 'ACC', 'CNF', 'SITEWIDE'], lifeCycleName: 'engage' }),
  rec({ keyId: 'buy-again', qualifiedName: 'buy-again', title: 'Buy It Again', description: 'Products a returning customer orders again.', places: ['ACC', 'CNF', 'H'], lifeCycleName: 'engage' }),
  rec({ keyId: 'collection-picks', qualifiedName: 'collection', title: 'From The Collection', description: 'Best sellers of one collection you choose.', places: ['H', 'PDP', 'CRT', 'CUSTOM'], lifeCycleName: 'explore', needs: ['category'], kinds: ['online'] }),
  rec({ keyId: 'multi-collection', qualifiedName: 'collection', title: 'Across Collections', description: 'Best sellers across several collections.', places: ['H', 'CUSTOM'], lifeCycleName: 'explore', needs: ['catIds'], kinds: ['online'] }),
  rec({ keyId: 'under-price', qualifiedName: 'best-sellers', title: 'Add A Little Extra', description: 'Best sellers under a price you set: easy additions to the cart.', places: ['CRT', 'MCRT', 'CO'], lifeCycleName: 'buy', needs: ['maxp'], strategy: 'best-sellers-under-price' }),
  rec({ keyId: 'custom-page', qualifiedName: 'best-sellers', title: 'Custom Page Picks', description: 'Best sellers on a content page of your own.', places: ['CUSTOM'], lifeCycleName: 'evergreen', kinds: ['online'] }),
  rec({ keyId: 'manual-picks', qualifiedName: 'manual', title: 'Hand-Picked Products', description: 'Exactly the products you list.', places: ['H', 'PDP', 'CRT', 'CUSTOM'], lifeCycleName: 'ongoing', needs: ['productIds'], hidden: true }),
  rec({ keyId: 'checkout-upsell', qualifiedName: 'bought-together', title: 'Checkout Upsell*', description: 'Experimental: add-on products inside the checkout.', places: ['CO', 'CNF'], lifeCycleName: 'buy' }),
  rec({ keyId: 'email-best-sellers', qualifiedName: 'best-sellers', title: 'Email Best Sellers', description: 'Best sellers inside your marketing emails.', places: ['EMAIL'], lifeCycleName: 'engage', kinds: ['email'] }),
  rec({ keyId: 'email-personalized', qualifiedName: 'personalized', title: 'Email Picks For You', description: 'Personal picks for each recipient.', places: ['EMAIL'], lifeCycleName: 'engage', kinds: ['email'] }),
  rec({ keyId: 'email-buy-again', qualifiedName: 'buy-again', title: 'Email Buy It Again', description: 'Replenishment reminders.', places: ['EMAIL'], lifeCycleName: 'engage', kinds: ['email'] }),
  rec({ keyId: 'email-products', qualifiedName: 'manual', title: 'Email Product List', description: 'A fixed list of product ids.', places: ['EMAIL'], lifeCycleName: 'engage', kinds: ['email'], needs: ['productIds'] }),
];

function bot(keyId: string, title: string, page: Place, section: string | undefined, description: string, lifeCycleName: LifeCycleStage): RecTemplate {
  order += 1;
  return {
    keyId,
    qualifiedName: keyId,
    label: title,
    qualifiedLabel: title,
    title,
    strategy: 'growth-bot',
    description,
    places: [page],
    kinds: ['hyper-online'],
    lifeCycleName,
    listOrder: order,
    csvOrder: order,
    config: { page, pages: [page], ...(section ? { section } : {}) },
    collectionMap: {},
    blocktype: 'growthbot',
    productType: 'GROWTHBOT',
    editions: ['edition-advanced'],
  };
}

/** Growth bots (hyper-online blocks that are not product lists). */
export const GROWTH_BOTS: RecTemplate[] = [
  bot('bot-free-shipping-bar', 'Free Shipping Progress Bar', 'CRT', 'free-shipping-bar', 'Shows how much more to spend for free shipping.', 'buy'),
  bot('bot-exit-offer', 'Exit Offer', 'SITEWIDE', 'exit-offer', 'A discount offered when a shopper is about to leave.', 'engage'),
  bot('bot-low-stock', 'Low Stock Alert', 'PDP', 'low-stock', 'Tells shoppers when only a few are left.', 'buy'),
  // No section yet: its config check fails, so it stays out of the gallery until it has one.
  bot('bot-spin-wheel', 'Spin To Win', 'SITEWIDE', undefined, 'A prize wheel for first-time visitors.', 'engage'),
];

function block(keyId: string, title: string, productType: 'THEME' | 'INTEGRATION' | 'VIDEO', config: TemplateConfig, description: string): RecTemplate {
  order += 1;
  return {
    keyId,
    qualifiedName: keyId,
    label: title,
    qualifiedLabel: title,
    title,
    strategy: productType.toLowerCase(),
    description,
    places: [],
    kinds: [],
    lifeCycleName: 'evergreen',
    listOrder: order,
    csvOrder: order,
    config,
    collectionMap: {},
    blocktype: productType === 'VIDEO' ? 'video' : productType === 'THEME' ? 'theme' : 'integration',
    productType,
    editions: ['edition-starter', 'edition-advanced'],
  };
}

/** Supported themes, integrations and getting-started videos (the Themes and Integrations pages). */
export const INFO_BLOCKS: RecTemplate[] = [
  block('theme-dawn', 'Dawn', 'THEME', { www: 'https://themes.shopify.com/themes/dawn', install: 'App embed: enable Vitrine in Theme settings > App embeds.' }, 'The platform reference theme (2.0).'),
  block('theme-sense', 'Sense', 'THEME', { www: 'https://themes.shopify.com/themes/sense', install: 'App embed; product cards support the native card option.' }, 'A 2.0 theme for health and beauty shops.'),
  block('theme-debut', 'Debut', 'THEME', { www: 'https://themes.shopify.com/themes/debut', install: 'Legacy theme: use the 1.0 stylesheet and the script tag.' }, 'A vintage (1.0) theme.'),
  block('integration-klaviyo', 'Klaviyo', 'INTEGRATION', { www: 'https://www.klaviyo.com', install: 'Choose Klaviyo as Email Provider: the hashed email variable is filled in.' }, 'Email recommendations in Klaviyo flows.'),
  block('integration-omnisend', 'Omnisend', 'INTEGRATION', { www: 'https://www.omnisend.com', install: 'Choose Omnisend as Email Provider (unhashed email).' }, 'Email recommendations in Omnisend campaigns.'),
  block('integration-judgeme', 'Judge.me Reviews', 'INTEGRATION', { www: 'https://judge.me', install: 'Turn on Reviews in Product Details to show star ratings.' }, 'Star ratings on recommended products.'),
  block('video-getting-started', 'Go live in 60 seconds', 'VIDEO', { video: { embed: 'https://www.youtube-nocookie.com/embed/vitrine-quick-start' } }, 'Add, place and publish a first recommendation.'),
];

export const ALL_TEMPLATES: RecTemplate[] = [...RECOMMENDATION_TEMPLATES, ...GROWTH_BOTS, ...INFO_BLOCKS];

export function findTemplate(keyId: string): RecTemplate | undefined {
  return ALL_TEMPLATES.find((t) => t.keyId === keyId);
}
