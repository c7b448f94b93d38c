/**
 * Industry codes (spec 9): 1000-1048 retail categories, 2000-2031 service and B2B
 * categories, 9999 for everything else. Codes are stored on organizations: never renumber.
 */
export interface Industry {
  code: number;
  name: string;
  group: 'Retail' | 'Services & B2B' | 'Other';
}

const RETAIL = [
  'Apparel & Fashion', 'Fashion Accessories', 'Arts & Crafts', 'Automotive Parts & Accessories', 'Baby & Toddler',
  'Beauty & Cosmetics', 'Books & Magazines', 'Cameras & Photo', 'Cell Phones & Accessories', 'Computers & Tablets',
  'Consumer Electronics', 'Costumes & Party Supplies', 'Outdoor & Sporting Goods', 'Eyewear', 'Fabric & Sewing',
  'Flowers & Gifts', 'Food & Grocery', 'Footwear', 'Furniture', 'Garden & Outdoor Living',
  'Home Decor & Housewares', 'Health & Wellness', 'Hobbies & Collectibles', 'Home Improvement & Tools', 'Household Supplies',
  'Jewelry & Watches', "Kids' Clothing", 'Kitchen & Dining', 'Lingerie & Intimates', 'Luggage & Travel Gear',
  'Major Appliances', "Men's Clothing", 'Musical Instruments & Audio', 'Office Supplies', 'Pet Supplies',
  'Pharmacy & Personal Care', 'Plus-Size Clothing', 'Bedding & Bath', 'Swimwear', 'Toys & Games',
  'Video Games & Consoles', 'Vitamins & Supplements', 'Wine, Beer & Spirits', "Women's Clothing", 'Tobacco & Vape',
  'CBD & Hemp Products', 'Handbags & Leather Goods', 'Sustainable & Eco-Friendly Goods', 'Department Store & General Merchandise',
] as const;

const SERVICES = [
  'Advertising & Marketing', 'Agriculture', 'Architecture & Engineering', 'Business Services & Consulting', 'Construction',
  'Education & Training', 'Energy & Utilities', 'Events & Entertainment', 'Financial Services', 'Government & Public Sector',
  'Healthcare Services', 'Hospitality & Restaurants', 'Human Resources & Staffing', 'Industrial Equipment & Supplies', 'Insurance',
  'IT Services', 'Legal Services', 'Logistics & Shipping', 'Manufacturing', 'Media & Publishing',
  'Nonprofit', 'Printing & Packaging', 'Real Estate', 'Software & SaaS', 'Subscriptions & Memberships',
  'Telecommunications', 'Travel & Tourism', 'Wholesale & Distribution', 'Medical & Laboratory Supplies', 'Fitness & Wellness Services',
  'Home Services & Repair', 'Personal Services',
] as const;

export const REMAINING_INDUSTRY = 9999;

export const INDUSTRIES: readonly Industry[] = Object.freeze([
  ...RETAIL.map((name, i): Industry => ({ code: 1000 + i, name, group: 'Retail' })),
  ...SERVICES.map((name, i): Industry => ({ code: 2000 + i, name, group: 'Services & B2B' })),
  { code: REMAINING_INDUSTRY, name: 'Remaining', group: 'Other' },
]);

const CODES = new Set(INDUSTRIES.map((i) => i.code));

export function isIndustryCode(value: unknown): value is number {
  return typeof value === 'number' && CODES.has(value);
}
