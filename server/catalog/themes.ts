/**
 * What each demo shop sells: product kinds (type, nouns, price band, options, season,
 * illustration), vendors and naming words. The generator (generate.ts) draws from these.
 * Prices are in USD and converted per shop currency by the generator.
 */
import type { IconKind } from './icons';

export type OptionSet = 'apparel' | 'kids' | 'shoes' | 'color' | 'tea' | 'frame' | 'none';
export type Season = 'winter' | 'summer' | 'all';

export interface ProductKind {
  type: string;
  nouns: readonly string[];
  icon: IconKind;
  price: readonly [number, number];
  options: OptionSet;
  season: Season;
  /** The category collection the kind belongs to: [handle, title]. */
  collection: readonly [string, string];
  materials?: readonly string[];
}

export interface ShopTheme {
  key: string;
  tagline: string;
  heroTitle: string;
  heroText: string;
  /** Accent colour of the shop's pages (the header, buttons). */
  accent: string;
  vendors: readonly string[];
  words: readonly string[];
  kinds: readonly ProductKind[];
}

const OUTER = ['outerwear', 'Outerwear'] as const;
const TOPS = ['tops', 'Tops & Layers'] as const;
const BOTTOMS = ['bottoms', 'Pants & Shorts'] as const;
const FOOT = ['footwear', 'Footwear'] as const;
const ACC = ['accessories', 'Accessories'] as const;
const GEAR = ['gear', 'Gear'] as const;

const OUTDOOR_KINDS: ProductKind[] = [
  { type: 'Jackets', nouns: ['Down Jacket', 'Rain Shell', 'Insulated Parka', 'Softshell Jacket', 'Puffer Vest'], icon: 'jacket', price: [120, 320], options: 'apparel', season: 'winter', collection: OUTER, materials: ['Recycled Nylon', 'Goose Down', 'Ripstop'] },
  { type: 'Fleece', nouns: ['Fleece Pullover', 'Grid Fleece Hoodie', 'Quarter-Zip Fleece'], icon: 'sweater', price: [65, 140], options: 'apparel', season: 'winter', collection: TOPS, materials: ['Polartec Fleece', 'Recycled Polyester'] },
  { type: 'T-Shirts', nouns: ['Trail Tee', 'Merino Tee', 'Sun Hoodie', 'Long-Sleeve Tee'], icon: 'tee', price: [28, 75], options: 'apparel', season: 'summer', collection: TOPS, materials: ['Merino Wool', 'Organic Cotton'] },
  { type: 'Pants', nouns: ['Hiking Pants', 'Convertible Pants', 'Trail Shorts', 'Climbing Pants'], icon: 'pants', price: [55, 130], options: 'apparel', season: 'all', collection: BOTTOMS, materials: ['Stretch Nylon', 'Canvas'] },
  { type: 'Boots', nouns: ['Hiking Boot', 'Trail Runner', 'Approach Shoe', 'Winter Boot'], icon: 'shoe', price: [95, 240], options: 'shoes', season: 'all', collection: FOOT, materials: ['Suede', 'Full-Grain Leather'] },
  { type: 'Hats', nouns: ['Wool Beanie', 'Trucker Cap', 'Sun Hat', 'Fleece Headband'], icon: 'beanie', price: [22, 48], options: 'color', season: 'winter', collection: ACC },
  { type: 'Gloves', nouns: ['Touchscreen Gloves', 'Ski Mittens', 'Liner Gloves'], icon: 'glove', price: [24, 85], options: 'apparel', season: 'winter', collection: ACC },
  { type: 'Socks', nouns: ['Hiking Socks', 'Merino Crew Socks', 'Ski Socks'], icon: 'sock', price: [16, 28], options: 'apparel', season: 'all', collection: ACC },
  { type: 'Backpacks', nouns: ['Daypack 22L', 'Summit Pack 40L', 'Hip Pack', 'Travel Duffel'], icon: 'backpack', price: [45, 220], options: 'color', season: 'all', collection: GEAR },
  { type: 'Bottles', nouns: ['Insulated Bottle', 'Trail Flask', 'Camp Mug'], icon: 'bottle', price: [18, 45], options: 'color', season: 'summer', collection: GEAR },
  { type: 'Camping', nouns: ['Ultralight Tent', 'Sleeping Bag', 'Camp Chair', 'Headlamp'], icon: 'tent', price: [35, 420], options: 'none', season: 'summer', collection: GEAR },
];

const KIDS_KINDS: ProductKind[] = OUTDOOR_KINDS.filter((k) => !['Camping', 'Boots'].includes(k.type)).map((k) => ({
  ...k,
  nouns: k.nouns.map((n) => `Kids' ${n}`),
  price: [Math.round(k.price[0] * 0.6), Math.round(k.price[1] * 0.6)] as const,
  options: k.options === 'apparel' ? 'kids' : k.options,
}));

const DECOR = ['decor', 'Decor'] as const;
const KITCHEN = ['kitchen', 'Kitchen & Dining'] as const;
const TEXTILES = ['textiles', 'Bed & Bath'] as const;
const LIGHT = ['lighting', 'Lighting'] as const;
const GARDEN = ['garden', 'Garden'] as const;

const HOME_KINDS: ProductKind[] = [
  { type: 'Mugs', nouns: ['Stoneware Mug', 'Espresso Cup Set', 'Latte Mug'], icon: 'mug', price: [14, 48], options: 'color', season: 'all', collection: KITCHEN, materials: ['Stoneware', 'Porcelain'] },
  { type: 'Tableware', nouns: ['Serving Bowl', 'Dinner Plate Set', 'Salad Bowl', 'Pasta Bowls'], icon: 'bowl', price: [24, 95], options: 'color', season: 'all', collection: KITCHEN, materials: ['Stoneware', 'Acacia Wood'] },
  { type: 'Lamps', nouns: ['Table Lamp', 'Floor Lamp', 'Pendant Light', 'Reading Lamp'], icon: 'lamp', price: [65, 260], options: 'color', season: 'winter', collection: LIGHT, materials: ['Brass', 'Linen Shade'] },
  { type: 'Candles', nouns: ['Scented Candle', 'Pillar Candle Set', 'Travel Tin Candle'], icon: 'candle', price: [18, 55], options: 'none', season: 'winter', collection: DECOR },
  { type: 'Cushions', nouns: ['Linen Cushion', 'Velvet Pillow', 'Bouclé Cushion'], icon: 'cushion', price: [29, 75], options: 'color', season: 'all', collection: TEXTILES, materials: ['Linen', 'Velvet', 'Bouclé'] },
  { type: 'Throws', nouns: ['Wool Throw', 'Knit Blanket', 'Waffle Throw'], icon: 'throw', price: [55, 160], options: 'color', season: 'winter', collection: TEXTILES, materials: ['Lambswool', 'Cotton'] },
  { type: 'Vases', nouns: ['Ceramic Vase', 'Bud Vase Trio', 'Glass Vase'], icon: 'vase', price: [22, 90], options: 'color', season: 'summer', collection: DECOR },
  { type: 'Towels', nouns: ['Bath Towel', 'Hand Towel Set', 'Beach Towel'], icon: 'towel', price: [18, 60], options: 'color', season: 'summer', collection: TEXTILES, materials: ['Turkish Cotton'] },
  { type: 'Planters', nouns: ['Terracotta Planter', 'Hanging Planter', 'Self-Watering Pot'], icon: 'plant', price: [19, 85], options: 'color', season: 'summer', collection: GARDEN },
  { type: 'Frames', nouns: ['Oak Picture Frame', 'Gallery Frame Set', 'Art Print'], icon: 'frame', price: [18, 120], options: 'frame', season: 'all', collection: DECOR },
];

const GARDEN_KINDS: ProductKind[] = [
  ...HOME_KINDS.filter((k) => ['Planters', 'Candles', 'Vases', 'Throws'].includes(k.type)),
  { type: 'Tools', nouns: ['Hand Trowel', 'Pruning Shears', 'Garden Fork', 'Watering Can'], icon: 'tool', price: [14, 65], options: 'none', season: 'summer', collection: GARDEN },
  { type: 'Seeds', nouns: ['Herb Seed Kit', 'Wildflower Seed Mix', 'Tomato Seed Set'], icon: 'plant', price: [6, 24], options: 'none', season: 'summer', collection: GARDEN },
  { type: 'Outdoor Living', nouns: ['Lantern', 'Outdoor Cushion', 'Folding Bistro Chair'], icon: 'lamp', price: [35, 180], options: 'color', season: 'summer', collection: ['outdoor-living', 'Outdoor Living'] },
];

const TEA = ['tea', 'Loose Leaf Tea'] as const;
const TEAWARE = ['teaware', 'Teaware'] as const;
const TEA_KINDS: ProductKind[] = [
  { type: 'Green Tea', nouns: ['Sencha', 'Gyokuro', 'Genmaicha', 'Hojicha', 'Kabusecha'], icon: 'tea', price: [12, 48], options: 'tea', season: 'summer', collection: TEA },
  { type: 'Matcha', nouns: ['Ceremonial Matcha', 'Daily Matcha', 'Matcha Latte Blend'], icon: 'tea', price: [18, 62], options: 'tea', season: 'all', collection: TEA },
  { type: 'Black Tea', nouns: ['Wakocha', 'Earl Grey Sakura', 'Breakfast Blend'], icon: 'tea', price: [11, 36], options: 'tea', season: 'winter', collection: TEA },
  { type: 'Herbal Tea', nouns: ['Yuzu Ginger', 'Barley Tea', 'Cherry Blossom Infusion'], icon: 'tea', price: [10, 30], options: 'tea', season: 'winter', collection: TEA },
  { type: 'Teapots', nouns: ['Kyusu Teapot', 'Cast Iron Tetsubin', 'Glass Teapot'], icon: 'teapot', price: [38, 180], options: 'color', season: 'all', collection: TEAWARE },
  { type: 'Tea Cups', nouns: ['Yunomi Cup', 'Chawan Bowl', 'Tea Cup Pair'], icon: 'bowl', price: [16, 90], options: 'color', season: 'all', collection: TEAWARE },
  { type: 'Accessories', nouns: ['Bamboo Whisk', 'Tea Caddy', 'Tea Scoop'], icon: 'tool', price: [9, 45], options: 'none', season: 'all', collection: TEAWARE },
];

const RIDE = ['bikes', 'Bikes'] as const;
const PARTS = ['parts', 'Parts & Accessories'] as const;
const CYCLE_KINDS: ProductKind[] = [
  { type: 'Bikes', nouns: ['City Bike', 'Gravel Bike', 'Folding Bike', 'Cargo Bike'], icon: 'bike', price: [480, 2400], options: 'frame', season: 'summer', collection: RIDE },
  { type: 'Helmets', nouns: ['Commuter Helmet', 'Road Helmet', 'Urban MIPS Helmet'], icon: 'helmet', price: [45, 160], options: 'apparel', season: 'all', collection: PARTS },
  { type: 'Lights', nouns: ['Front Light', 'Rear Light Set', 'USB Light Kit'], icon: 'lamp', price: [18, 90], options: 'none', season: 'winter', collection: PARTS },
  { type: 'Bags', nouns: ['Pannier Bag', 'Handlebar Bag', 'Frame Bag', 'Saddle Pack'], icon: 'backpack', price: [35, 140], options: 'color', season: 'all', collection: PARTS },
  { type: 'Apparel', nouns: ['Rain Cape', 'Riding Jacket', 'Cycling Jersey', 'Winter Gloves'], icon: 'jacket', price: [35, 190], options: 'apparel', season: 'all', collection: ['apparel', 'Apparel'] },
  { type: 'Bottles', nouns: ['Water Bottle', 'Insulated Bottle'], icon: 'bottle', price: [9, 35], options: 'color', season: 'summer', collection: PARTS },
  { type: 'Locks', nouns: ['U-Lock', 'Folding Lock', 'Chain Lock'], icon: 'tool', price: [35, 120], options: 'none', season: 'all', collection: PARTS },
];

const KNIT = ['knitwear', 'Knitwear'] as const;
const KNIT_KINDS: ProductKind[] = [
  { type: 'Sweaters', nouns: ['Fisherman Sweater', 'Nordic Cardigan', 'Crewneck Jumper', 'Turtleneck'], icon: 'sweater', price: [120, 290], options: 'apparel', season: 'winter', collection: KNIT, materials: ['Merino Wool', 'Alpaca', 'Lambswool'] },
  { type: 'Scarves', nouns: ['Rib Scarf', 'Cable Knit Scarf', 'Snood'], icon: 'scarf', price: [45, 110], options: 'color', season: 'winter', collection: ACC },
  { type: 'Hats', nouns: ['Pom Beanie', 'Fisherman Beanie', 'Earflap Hat'], icon: 'beanie', price: [35, 70], options: 'color', season: 'winter', collection: ACC },
  { type: 'Mittens', nouns: ['Selbu Mittens', 'Wool Mittens', 'Fingerless Gloves'], icon: 'glove', price: [35, 80], options: 'color', season: 'winter', collection: ACC },
  { type: 'Socks', nouns: ['Wool Socks', 'Cabin Socks', 'Rag Socks'], icon: 'sock', price: [18, 40], options: 'apparel', season: 'winter', collection: ACC },
  { type: 'Throws', nouns: ['Wool Throw', 'Knit Blanket'], icon: 'throw', price: [110, 240], options: 'color', season: 'winter', collection: ['home', 'Home'] },
  { type: 'T-Shirts', nouns: ['Linen Tee', 'Wool Tee'], icon: 'tee', price: [45, 85], options: 'apparel', season: 'summer', collection: ['summer-knits', 'Summer Knits'] },
];

/** The demo shop: a lifestyle store across apparel, home and outdoors (100+ products). */
const DEMO_KINDS: ProductKind[] = [
  ...OUTDOOR_KINDS.filter((k) => !['Camping', 'Gloves'].includes(k.type)),
  ...HOME_KINDS.filter((k) => ['Mugs', 'Lamps', 'Candles', 'Cushions', 'Throws', 'Planters'].includes(k.type)),
  KNIT_KINDS[0],
  KNIT_KINDS[1],
];

const OUTDOOR_WORDS = ['Ridgeline', 'Cascade', 'Timberline', 'Summit', 'Alpine', 'Basecamp', 'Switchback', 'Tundra', 'Glacier', 'Cedar', 'Canyon', 'Northbound', 'Granite', 'Trailhead', 'Boreal', 'Highland'];
const HOME_WORDS = ['Harbor', 'Linden', 'Juniper', 'Coastal', 'Meadow', 'Oak & Ash', 'Heather', 'Fern', 'Sable', 'Willow', 'Driftwood', 'Ember', 'Saltmarsh', 'Dune', 'Clay'];
const TEA_WORDS = ['Uji', 'Shizuoka', 'Kagoshima', 'Yame', 'Sayama', 'Kirishima', 'Hoshino', 'Haru', 'Kaze', 'Tsuki', 'Yuki', 'Hana'];
const CYCLE_WORDS = ['Metro', 'Canal', 'Sprint', 'Commute', 'Velo', 'Urban', 'Tempo', 'Cadence', 'Dutch', 'Nimbus', 'Spoke', 'Rush'];
const KNIT_WORDS = ['Fjord', 'Lofoten', 'Nordlys', 'Bergen', 'Tromsø', 'Voss', 'Geiranger', 'Hardanger', 'Selbu', 'Setesdal', 'Lyngen', 'Senja'];

const OUTDOOR: Omit<ShopTheme, 'key' | 'kinds'> = {
  tagline: 'Gear for every trail',
  heroTitle: 'Made for the long way round',
  heroText: 'Technical layers, trail-tested boots and packs built to last a lifetime of weekends.',
  accent: '#1f5135',
  vendors: ['Northwind', 'Ridge & Co', 'Basecamp Labs', 'Timberline Supply', 'Arcline'],
  words: OUTDOOR_WORDS,
};

const THEMES: Record<string, ShopTheme> = {
  outdoor: { key: 'outdoor', ...OUTDOOR, kinds: OUTDOOR_KINDS },
  kids: { key: 'kids', ...OUTDOOR, tagline: 'Outdoor kit for little explorers', heroTitle: 'Built for puddles and peaks', kinds: KIDS_KINDS },
  home: {
    key: 'home',
    tagline: 'Quietly beautiful things for home',
    heroTitle: 'Slow living, well made',
    heroText: 'Stoneware, linen and warm light: pieces that make a house feel like home.',
    accent: '#6b4f3a',
    vendors: ['Harbor & Pine', 'Linden Studio', 'Kiln & Co', 'Meadow Mill', 'Globex Living'],
    words: HOME_WORDS,
    kinds: HOME_KINDS,
  },
  garden: {
    key: 'garden',
    tagline: 'Everything for the garden',
    heroTitle: 'Grow something good',
    heroText: 'Tools, planters and seeds for balconies, allotments and everything in between.',
    accent: '#3d6b2f',
    vendors: ['Globex Garden', 'Potting Shed', 'Greenhand', 'Meadow Mill'],
    words: HOME_WORDS,
    kinds: GARDEN_KINDS,
  },
  tea: {
    key: 'tea',
    tagline: 'Japanese tea, from the garden to your cup',
    heroTitle: 'The first flush has arrived',
    heroText: 'Single-estate sencha, stone-ground matcha and handmade teaware from Japan.',
    accent: '#4a6b2a',
    vendors: ['Sakura Tea House', 'Uji Tea Farm', 'Tokoname Kilns', 'Kyoto Craft'],
    words: TEA_WORDS,
    kinds: TEA_KINDS,
  },
  cycle: {
    key: 'cycle',
    tagline: 'City bikes and everything to ride them',
    heroTitle: 'Ride the city',
    heroText: 'Commuter bikes, bags and lights for every day of the year.',
    accent: '#c2410c',
    vendors: ['Urban Cycle', 'Canal Works', 'Velo Supply', 'Spoke & Chain'],
    words: CYCLE_WORDS,
    kinds: CYCLE_KINDS,
  },
  knit: {
    key: 'knit',
    tagline: 'Norwegian knitwear since 1952',
    heroTitle: 'Knitted for the north',
    heroText: 'Pure wool sweaters, scarves and mittens, knitted in Norway.',
    accent: '#1e3a5f',
    vendors: ['Fjord Knitwear', 'Selbu Strikk', 'Nordlys Wool'],
    words: KNIT_WORDS,
    kinds: KNIT_KINDS,
  },
  demo: {
    key: 'demo',
    tagline: 'Everyday goods, thoughtfully made',
    heroTitle: 'New season, new favourites',
    heroText: 'Layers for the trail, comforts for home: discover what is new at Vitrine Demo Store.',
    accent: '#1d4ed8',
    vendors: ['Northwind', 'Harbor & Pine', 'Linden Studio', 'Ridge & Co', 'Kiln & Co', 'Basecamp Labs'],
    words: [...OUTDOOR_WORDS, ...HOME_WORDS],
    kinds: DEMO_KINDS,
  },
};

/** Which theme a demo site's shop uses, by site external id. */
const THEME_BY_SITE: Record<string, string> = {
  'vitrine-demo': 'demo',
  'northwind-kids': 'kids',
  'harbor-pine': 'home',
  'coastal-living': 'home',
  'globex-home': 'home',
  'globex-garden': 'garden',
  'sakura-tea-house': 'tea',
  'urban-cycle': 'cycle',
  'fjord-knitwear': 'knit',
};

export function themeFor(external: string): ShopTheme {
  return THEMES[THEME_BY_SITE[external] ?? 'outdoor'];
}
