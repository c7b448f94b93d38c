import type { CustomDiscountKind } from '../../../model/discounts';

/**
 * Strings of Offer bots and its Discounts tool (spec 2, 3, 5). The spec names the fields and
 * the kinds; the labels and the refusals' words are ours, in the spec's "Please enter a
 * value for ..." style.
 */
export const OFFERS = {
  title: 'Offer bots',
  botsTab: 'Offer bots',
  discountsTab: 'Discounts',
  botsHelp: 'Growth bots that turn discounts into offers on the store. Add one from the Gallery; its discount comes from the Discounts tab.',
  discountsTitle: 'Discounts',
  noDiscounts: 'No discounts yet.',
  refresh: 'Refresh',
  columns: { title: 'Title', summary: 'Summary', category: 'Category', type: 'Type', discountClass: 'Class', startsAt: 'Starts', endsAt: 'Ends', usage: 'Used' },
  unlimited: '∞',

  dynamicTitle: 'Dynamic discount',
  dynamicHelp: 'A percentage code discount; each shopper gets a code starting with the prefix.',
  fields: { title: 'Title', external: 'Code prefix', percentage: 'Percentage', combineProductDiscounts: 'Combines with product discounts', combineShippingDiscounts: 'Combines with shipping discounts' },
  needsValue: (field: string) => `Please enter a value for ${field}`,
  percentageRange: 'Percentage must be a whole number from 1 to 100',
  externalPattern: 'Code prefix may hold letters, digits, dashes and underscores (up to 40)',

  customTitle: 'Custom discount',
  customHelp: 'Any discount the platform supports, as its JSON. Start from the kind’s example.',
  kind: 'Kind',
  chooseKind: 'Choose a kind…',
  discountJson: 'Discount JSON',
  useExample: 'Use example',
  needsBoth: 'A custom discount needs both discount and kind',
  badJson: (why: string) => `The discount is not valid JSON: ${why}`,
  notObject: 'The discount must be a JSON object',

  create: 'Create',
  created: (title: string) => `Discount created: ${title}`,
} as const;

/** A starting point per kind: the fields the demo platform reads (server/shop/demo-discounts.ts). */
export const KIND_EXAMPLES: Record<CustomDiscountKind, Record<string, unknown>> = {
  code_basic: { title: 'WELCOME10', summary: '10% off one-time purchase products', usageLimit: 100 },
  code_free_ship: { title: 'FREESHIP', summary: 'Free shipping on all products' },
  auto_basic: { title: 'Autumn sale', summary: '15% off all products', startsAt: '2026-09-01T00:00:00Z', endsAt: '2026-09-30T23:59:59Z' },
  auto_bxgy: { title: 'Buy 2 get 1', summary: 'Buy 2 items, get 1 item free' },
  auto_app: { title: 'Offer bot discount', summary: 'Applied by the offer bot at checkout' },
};
