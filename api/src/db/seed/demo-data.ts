/**
 * Demo data for an empty database: pure data and deterministic generators, no database code.
 * The seeder (written separately) turns these records into rows; keys here are stable
 * identifiers for cross-references only, never stored as primary keys.
 *
 * Everything is fictional: people, business names and street numbers are made up, but the
 * cities, street names and postal-code areas are real Ontario places so the shop pages feel local.
 * Phone numbers use the 555-01xx range that is reserved for fiction.
 */

import { createRng } from '../../common/seeded-random';

export const DEMO_PASSWORD = 'Password123!';

export interface DemoUser {
  key: string;
  username: string;
  name: string;
  email: string;
  phone: string;
  role: 'Admin' | 'Vendor' | 'Customer';
  isVerified: boolean;
  createdDaysAgo: number;
}

export interface DemoVendor {
  key: string;
  owner: DemoUser;
  businessName: string;
  description: string;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  isVerified: boolean;
  accentColor: string;
}

export interface DemoProduct {
  key: string;
  vendorKey: string;
  name: string;
  description: string | null;
  priceCents: number;
  stock: number;
  category: string;
  color: string;
}

export type DemoOrderStatus = 'Pending' | 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

export interface DemoOrder {
  key: string;
  customerKey: string;
  vendorKey: string;
  status: DemoOrderStatus;
  createdDaysAgo: number;
  items: { productKey: string; quantity: number }[];
  customerInfo: { fullName: string; email: string; phone: string; address: string; postalCode: string };
}

/** How far back the order history reaches, in days. */
export const ORDER_HISTORY_DAYS = 200;

export const admin: DemoUser = {
  key: 'admin',
  username: 'admin',
  name: 'Morgan Ellis',
  email: 'admin@mainstreet.test',
  phone: '416-555-0100',
  role: 'Admin',
  isVerified: true,
  createdDaysAgo: 420,
};

// Shipping addresses live beside the customers rather than on DemoUser: an account has no
// address in the data model, only each order's customerInfo does.
interface CustomerSeed {
  user: DemoUser;
  address: string;
  postalCode: string;
}

function customer(
  key: string,
  name: string,
  phone: string,
  isVerified: boolean,
  createdDaysAgo: number,
  address: string,
  postalCode: string,
): CustomerSeed {
  return {
    user: {
      key,
      username: key,
      name,
      email: `${key}@mainstreet.test`,
      phone,
      role: 'Customer',
      isVerified,
      createdDaysAgo,
    },
    address,
    postalCode,
  };
}

const customerSeeds: CustomerSeed[] = [
  customer('alice', 'Alice Martin', '416-555-0123', true, 310, '27 Elm Grove Ave, Toronto, ON', 'M6K 2H9'),
  customer('ben', 'Ben Okafor', '613-555-0147', true, 285, '118 Fifth Ave, Ottawa, ON', 'K1S 2N3'),
  customer('chloe', "Chloé O'Neill", '905-555-0162', true, 260, '9 Locke St S, Hamilton, ON', 'L8P 4A7'),
  customer('daniel', 'Daniel Nguyen', '519-555-0175', true, 240, '402 Woolwich St, Guelph, ON', 'N1H 3X2'),
  customer('emma', 'Emma Lefebvre', '613-555-0181', false, 215, '63 Earl St, Kingston, ON', 'K7L 2G7'),
  customer('farah', 'Farah Haddad', '519-555-0194', true, 150, '15 Central Ave, London, ON', 'N6A 1M4'),
  customer('gabriel', 'Gabriel Santos', '705-555-0138', false, 75, '221 Rubidge St, Peterborough, ON', 'K9J 3N9'),
];

export const customers: DemoUser[] = customerSeeds.map((c) => c.user);

interface VendorSeed {
  vendor: Omit<DemoVendor, 'owner' | 'isVerified'>;
  owner: { name: string; username: string; createdDaysAgo: number };
}

const vendorSeeds: VendorSeed[] = [
  {
    owner: { name: 'Maria Rossi', username: 'maria_rossi', createdDaysAgo: 380 },
    vendor: {
      key: 'crust-and-crumb',
      businessName: 'Crust & Crumb Bakery',
      description:
        'A neighbourhood bakery on Queen West baking naturally leavened bread, laminated pastry and Ontario butter tarts every morning from 5 a.m.',
      address: '812 Queen St W',
      city: 'Toronto',
      postalCode: 'M6J 1G1',
      phone: '416-555-0111',
      accentColor: '#b5651d',
    },
  },
  {
    owner: { name: 'Thomas Bell', username: 'thomas_bell', createdDaysAgo: 365 },
    vendor: {
      key: 'limestone-cheese',
      businessName: 'Limestone Cheese Co.',
      description:
        'Cheesemongers in downtown Kingston ageing cheddar in our own cave and stocking small-batch cheeses from Prince Edward County and the Ottawa Valley.',
      address: '214 Princess St',
      city: 'Kingston',
      postalCode: 'K7L 1B2',
      phone: '613-555-0112',
      accentColor: '#d4a017',
    },
  },
  {
    owner: { name: 'Priya Nair', username: 'priya_nair', createdDaysAgo: 350 },
    vendor: {
      key: 'grindstone-coffee',
      businessName: 'Grindstone Coffee Roasters',
      description:
        'A small-batch roastery on James Street North. We buy directly from growers, roast twice a week and ship within two days of roasting.',
      address: '160 James St N',
      city: 'Hamilton',
      postalCode: 'L8R 2K9',
      phone: '905-555-0113',
      accentColor: '#5b3a29',
    },
  },
  {
    owner: { name: 'Jacob Miller', username: 'jacob_miller', createdDaysAgo: 330 },
    vendor: {
      key: 'speed-river-farm',
      businessName: 'Speed River Farm Stand',
      description:
        'A family farm just outside Guelph growing vegetables, apples and honey without synthetic sprays. Picked the day before it reaches you.',
      address: '45 Carden St',
      city: 'Guelph',
      postalCode: 'N1H 3A1',
      phone: '519-555-0114',
      accentColor: '#3c8d2f',
    },
  },
  {
    owner: { name: 'Hannah Clarke', username: 'hannah_clarke', createdDaysAgo: 320 },
    vendor: {
      key: 'dog-eared-books',
      businessName: 'Dog-Eared Books',
      description:
        'An independent new and used bookshop in downtown Peterborough with a soft spot for Canadian writers, local history and paddling guides.',
      address: '378 George St N',
      city: 'Peterborough',
      postalCode: 'K9H 3R2',
      phone: '705-555-0115',
      accentColor: '#2f4f7f',
    },
  },
  {
    owner: { name: 'Sophie Tremblay', username: 'sophie_tremblay', createdDaysAgo: 300 },
    vendor: {
      key: 'rideau-clay',
      businessName: 'Rideau Clay Studio',
      description:
        'A ByWard Market pottery studio making wheel-thrown stoneware for everyday use, and teaching beginner classes on weekends.',
      address: '55 Murray St',
      city: 'Ottawa',
      postalCode: 'K1N 5M3',
      phone: '613-555-0116',
      accentColor: '#8a5a44',
    },
  },
  {
    owner: { name: 'Aisha Mohamed', username: 'aisha_mohamed', createdDaysAgo: 290 },
    vendor: {
      key: 'forest-city-soap',
      businessName: 'Forest City Soap Works',
      description:
        'Cold-process soaps, balms and candles made in small batches in London, Ontario, with plant oils and local beeswax.',
      address: '240 Dundas St',
      city: 'London',
      postalCode: 'N6A 1H3',
      phone: '519-555-0117',
      accentColor: '#7b5ea7',
    },
  },
  {
    owner: { name: 'Daniel Kowalski', username: 'dan_kowalski', createdDaysAgo: 275 },
    vendor: {
      key: 'uptown-butcher',
      businessName: 'Uptown Butcher & Provisions',
      description:
        'A whole-animal butcher in Uptown Waterloo working with Waterloo Region farms. House-made sausages, peameal bacon and dry-aged beef.',
      address: '12 King St N',
      city: 'Waterloo',
      postalCode: 'N2J 2W7',
      phone: '519-555-0118',
      accentColor: '#a23b3b',
    },
  },
  {
    owner: { name: 'Ruth Bauman', username: 'ruth_bauman', createdDaysAgo: 250 },
    vendor: {
      key: 'sugar-bush-maple',
      businessName: 'Sugar Bush Maple Co.',
      description:
        'Third-generation maple producers tapping 4,000 trees near St. Jacobs. Syrup, maple butter and sweets from our own sugar shack.',
      address: '1406 King St N',
      city: 'St. Jacobs',
      postalCode: 'N0B 2N0',
      phone: '519-555-0119',
      accentColor: '#c0641a',
    },
  },
  {
    // A newer shop: it joined after the order history starts, so its sales begin later.
    owner: { name: 'Lily Chen', username: 'lily_chen', createdDaysAgo: 120 },
    vendor: {
      key: 'bloom-and-bramble',
      businessName: 'Bloom & Bramble Flowers',
      description:
        "A Leslieville flower shop arranging seasonal, Ontario-grown stems whenever they're available, plus dried flowers and house plants.",
      address: '1054 Gerrard St E',
      city: 'Toronto',
      postalCode: 'M4M 2G6',
      phone: '416-555-0120',
      accentColor: '#c2417a',
    },
  },
];

export const vendors: DemoVendor[] = vendorSeeds.map((s, i) => ({
  ...s.vendor,
  isVerified: true,
  owner: {
    key: `${s.vendor.key}-owner`,
    username: s.owner.username,
    name: s.owner.name,
    email: `vendor${i + 1}@mainstreet.test`,
    phone: s.vendor.phone,
    role: 'Vendor',
    isVerified: true,
    createdDaysAgo: s.owner.createdDaysAgo,
  },
}));

// Image background colours per category; products cycle through their category's palette so
// neighbouring cards in a grid do not look identical.
const categoryPalettes: Record<string, string[]> = {
  Bakery: ['#c8813a', '#a8642a', '#d99a4e', '#b87333'],
  'Cheese & Dairy': ['#e0b43c', '#c99a2e', '#e8c35a', '#b8862b'],
  'Coffee & Tea': ['#6f4e37', '#4b3621', '#8b5e3c', '#5c4033'],
  Produce: ['#4f9a3a', '#d2452f', '#e07b24', '#2e7d32'],
  Pantry: ['#b5651d', '#8d5524', '#c77d2e', '#a0522d'],
  Books: ['#2f4f7f', '#3b6e8f', '#5a3e7a', '#24556b'],
  'Home & Garden': ['#5f7f5a', '#7a6a53', '#4f7369', '#8a6e4b'],
  Beauty: ['#8e6bb8', '#b0679a', '#6a8caf', '#9a7bb0'],
  Crafts: ['#a0522d', '#7d5a8c', '#3f7f7f'],
  Flowers: ['#d0567f', '#e08a3a', '#9b4f96', '#c94c4c'],
  Meat: ['#9e2f2f', '#7f2a2a', '#b5473a', '#8b3a3a'],
};

type ProductRow = [name: string, category: string, price: number, stock: number, description: string | null];

// Per vendor key: name, category, price in CAD dollars, stock, description (null shows the
// storefront's "No description provided." text; stock 0 shows a sold-out product).
const productRows: Record<string, ProductRow[]> = {
  'crust-and-crumb': [
    ['Country Sourdough Loaf', 'Bakery', 9.5, 24, 'Our everyday naturally leavened loaf with a dark, crackling crust and an open, tangy crumb. Made with Ontario-milled flour and a 36-hour ferment.'],
    ['Seeded Rye Sourdough', 'Bakery', 10.75, 14, 'A dense, moist rye packed with sunflower, flax and pumpkin seeds. Slices thin and keeps for a week.'],
    ['Butter Croissants (4-Pack)', 'Bakery', 14, 18, 'Flaky all-butter croissants laminated over three days. Warm them for five minutes at 180 °C for the full effect.'],
    ['Cinnamon Cardamom Buns (6)', 'Bakery', 18, 10, 'Soft knotted buns rolled with brown butter, cinnamon and freshly ground cardamom.'],
    ['Butter Tart Box (6)', 'Bakery', 16.5, 30, "Ontario's favourite tart: a runny brown-sugar filling in a flaky shell. Three plain, three with raisins."],
    ['Rosemary & Sea Salt Focaccia', 'Bakery', 8.75, 0, 'A tray of olive-oil focaccia dimpled with fresh rosemary and flaky sea salt.'],
    ['Honey Oat Sandwich Bread', 'Bakery', 7.25, 20, null],
    ['Chocolate Babka', 'Bakery', 15, 8, 'A braided brioche loaf swirled with dark chocolate and a little espresso, glazed with syrup.'],
  ],
  'limestone-cheese': [
    ['Aged Cheddar Cheese (2 Year)', 'Cheese & Dairy', 12.99, 40, 'Our cave-aged white cheddar: sharp, nutty and just starting to crystallize. Sold in 250 g wedges.'],
    ['Five-Year Extra Old Cheddar', 'Cheese & Dairy', 18.5, 16, 'Crumbly, intense and full of crunchy crystals. A cheese board showpiece in 200 g pieces.'],
    ['Fresh Cheese Curds', 'Cheese & Dairy', 7.5, 35, 'Squeaky curds made the morning they ship. Perfect for poutine or eating straight from the bag.'],
    ['Smoked Gouda Cheese', 'Cheese & Dairy', 13.25, 22, 'A creamy Gouda cold-smoked over applewood from a dairy near Picton. 250 g.'],
    ['Creamy Goat Cheese Log', 'Cheese & Dairy', 9.75, 0, 'Fresh chèvre rolled in herbes de Provence. Bright, lemony and spreadable. 150 g.'],
    ['Wildflower Brie', 'Cheese & Dairy', 15, 12, 'A bloomy-rind cow’s milk cheese from the Ottawa Valley that turns gooey at room temperature. 200 g.'],
    ['Limestone Blue Cheese', 'Cheese & Dairy', 14.75, 9, 'A firm, peppery blue with a clean finish. Crumble it over salad or pair it with maple syrup.'],
    ['Cultured Salted Butter', 'Cheese & Dairy', 8.5, 25, null],
  ],
  'grindstone-coffee': [
    ['Harbour Blend Whole Bean Coffee (340 g)', 'Coffee & Tea', 18, 50, 'Our house blend of Colombian and Brazilian beans: chocolate, toasted almond and a soft finish.'],
    ['Ethiopia Yirgacheffe Light Roast', 'Coffee & Tea', 21, 28, 'Floral and tea-like with notes of bergamot and peach. Best as pour-over. 340 g whole bean.'],
    ['Dark Horse Espresso Roast', 'Coffee & Tea', 19.5, 33, 'A syrupy espresso roast with molasses and dark cherry that holds up well in milk drinks. 340 g.'],
    ['Swiss Water Decaf', 'Coffee & Tea', 20, 15, 'Chemical-free decaffeinated beans from Peru. All the caramel sweetness, none of the jitters. 340 g.'],
    ['Cold Brew Coarse Grind', 'Coffee & Tea', 17, 20, 'A coarse-ground blend made for steeping overnight in the fridge. Makes about two litres of concentrate.'],
    ['Earl Grey Cream Loose Leaf Tea', 'Coffee & Tea', 12, 26, 'Black tea with bergamot oil and vanilla, blended in Hamilton. 100 g tin.'],
    ['Ceramic Pour-Over Dripper', 'Coffee & Tea', 34, 6, 'A glazed ceramic cone that fits most mugs and uses standard #2 filters.'],
  ],
  'speed-river-farm': [
    ['Heirloom Tomato Basket', 'Produce', 8, 18, 'A mixed quart of Cherokee Purple, Brandywine and Green Zebra tomatoes, picked ripe.'],
    ['Honeycrisp Apples (3 lb Bag)', 'Produce', 7.5, 40, 'Crisp, juicy apples from our orchard. Keep them in the fridge crisper for weeks.'],
    ['Rainbow Carrot Bunch', 'Produce', 4.5, 30, 'Purple, yellow and orange carrots with their tops on. Sweet enough to eat raw.'],
    ['Sweet Corn (Half Dozen)', 'Produce', 6, 0, 'Peaches-and-cream bicolour corn picked the morning it ships. Summer only.'],
    ['Free-Range Eggs (Dozen)', 'Produce', 7, 24, 'Brown eggs from our pasture-raised hens. Deep orange yolks.'],
    ['Garlic Scapes Bundle', 'Produce', 3.5, 15, 'Curly green garlic shoots with a mild garlic flavour. Great grilled or blended into pesto.'],
    ['Wildflower Honey (500 g)', 'Pantry', 13, 20, 'Raw, unpasteurized honey from hives at the edge of our clover and wildflower fields.'],
    ['Strawberry Rhubarb Jam', 'Pantry', 8.5, 22, null],
  ],
  'dog-eared-books': [
    ['Field Guide to Ontario Birds', 'Books', 26.95, 12, 'A pocket-sized guide to more than 300 species, with range maps and song descriptions.'],
    ['Kawartha Lakes Paddling Routes', 'Books', 19.95, 9, 'Twenty-four canoe and kayak routes with portage maps, campsites and put-in notes.'],
    ['The Main Street Cookbook', 'Books', 38, 7, 'Recipes from small-town Ontario diners, bakeries and farm kitchens, with stories from the cooks.'],
    ["Children's Book: Loon Lake Morning", 'Books', 18.99, 14, 'A gentle picture book about a summer sunrise at the cottage. Ages 3 to 7.'],
    ['Canadian Short Stories Anthology', 'Books', 24.5, 10, 'Thirty stories from a century of Canadian writing, from small-town sketches to city fiction.'],
    ['Mystery Book Bundle (3 Used Books)', 'Books', 15, 5, 'Three hand-picked used mysteries in good condition. Tell us what you like in the order notes.'],
    ['Hand-Bound Lined Journal', 'Crafts', 22, 11, 'A 160-page journal sewn by hand with a linen cover and cream paper.'],
  ],
  'rideau-clay': [
    ['Speckled Stoneware Mug', 'Home & Garden', 32, 20, 'A wheel-thrown 350 mL mug in our oatmeal speckle glaze. Dishwasher and microwave safe.'],
    ['Hand-Thrown Serving Bowl', 'Home & Garden', 68, 5, 'A wide 28 cm bowl for salads and pasta, glazed in deep Rideau blue.'],
    ['Ash-Glaze Bud Vase', 'Home & Garden', 28, 12, 'A small vase with a runny wood-ash glaze. Every one is a little different.'],
    ['Stoneware Dinner Plate Set (4)', 'Home & Garden', 120, 3, 'Four 27 cm dinner plates in a satin white glaze with raw clay rims.'],
    ['Ceramic Planter with Saucer', 'Home & Garden', 45, 8, 'A 15 cm planter with a drainage hole and matching saucer, for herbs or house plants.'],
    ['Pottery Wheel Taster Class (2 hrs)', 'Crafts', 85, 10, 'A beginner session on the wheel. You make two pieces; we glaze and fire them for pick-up.'],
    ['Olive Oil Dipping Dish', 'Home & Garden', 18, 0, null],
  ],
  'forest-city-soap': [
    ['Lavender Oatmeal Soap Bar', 'Beauty', 8, 60, 'A gentle cold-process bar with colloidal oats and lavender essential oil. 120 g.'],
    ['Goat Milk & Honey Soap', 'Beauty', 8.5, 45, 'Creamy lather from local goat milk and raw honey. Unscented and kind to sensitive skin.'],
    ['Rosemary Mint Shampoo Bar', 'Beauty', 14, 25, 'A plastic-free shampoo bar that lasts about 60 washes.'],
    ['Beeswax Lip Balm Trio', 'Beauty', 12, 30, 'Three tubes: peppermint, vanilla and unscented, made with beeswax from a London apiary.'],
    ['Whipped Shea Body Butter', 'Beauty', 22, 16, 'Shea and cocoa butter whipped with sweet almond oil. Absorbs quickly. 200 mL.'],
    ['Cedar & Sage Beard Oil', 'Beauty', 24, 10, 'A light oil blend with cedarwood and clary sage that softens and tames. 30 mL.'],
    ['Balsam Fir Soy Candle', 'Home & Garden', 26, 14, 'Smells like a walk in Algonquin. Hand-poured soy wax with a cotton wick, about 45 hours of burn.'],
  ],
  'uptown-butcher': [
    ['Grass-Fed Ribeye Steak (12 oz)', 'Meat', 29, 12, 'Dry-aged 28 days, well marbled and cut thick for the grill.'],
    ['Peameal Bacon Roast (1 kg)', 'Meat', 22.5, 10, 'Cured pork loin rolled in cornmeal, the Toronto classic. Slice and fry, or roast whole.'],
    ['Maple Breakfast Sausages (6)', 'Meat', 11, 20, 'Pork sausages seasoned with sage and a touch of St. Jacobs maple syrup.'],
    ['Heritage Pork Chops (2)', 'Meat', 16, 14, 'Thick bone-in chops from Berkshire pigs raised outdoors near Elmira.'],
    ['Whole Free-Range Chicken', 'Meat', 24, 8, 'An air-chilled bird of about 1.8 kg from a Mennonite farm in Wellesley.'],
    ['Smoked Beef Brisket (1 lb)', 'Meat', 27, 0, 'Smoked low and slow over hickory for 14 hours, then sliced. Reheat gently.'],
    ['Bone Broth Concentrate', 'Pantry', 12.5, 18, null],
  ],
  'sugar-bush-maple': [
    ['Amber Rich Maple Syrup (500 mL)', 'Pantry', 16, 40, 'Our most popular grade: rich, rounded maple flavour for pancakes and baking.'],
    ['Dark Robust Maple Syrup (1 L)', 'Pantry', 28, 25, 'Late-season syrup with a bold, caramel taste. Great in marinades and baked beans.'],
    ['Bourbon Barrel Aged Maple Syrup', 'Pantry', 32, 9, 'Amber syrup rested in used bourbon barrels for six months. Vanilla and oak on the finish.'],
    ['Maple Sugar Candies', 'Pantry', 9, 35, 'Melt-in-your-mouth maple leaf candies made from pure syrup. Box of 12.'],
    ['Maple Butter Spread', 'Pantry', 11.5, 20, 'Pure maple syrup whipped until creamy, with nothing else added. Spread it on warm toast.'],
    ['Maple Pecan Granola', 'Pantry', 10.5, 18, 'Oats and pecans toasted with maple syrup and a pinch of sea salt. 450 g bag.'],
    ['Maple Walnut Fudge', 'Pantry', 8, 15, 'Old-fashioned fudge made in our sugar shack kitchen.'],
  ],
  'bloom-and-bramble': [
    ['Seasonal Market Bouquet', 'Flowers', 45, 10, 'A loose, garden-style bouquet of whatever is best this week from Ontario growers.'],
    ['Peony Bunch', 'Flowers', 38, 6, 'Ten blush peonies in tight bud that open over a few days. Available in early summer.'],
    ['Sunflower Armful', 'Flowers', 28, 12, 'Five tall sunflowers to brighten a kitchen table for a week.'],
    ['Dried Lavender Bundle', 'Flowers', 16, 20, 'Fragrant English lavender grown in Prince Edward County, dried and tied with twine.'],
    ['Eucalyptus & Wax Flower Wreath', 'Flowers', 65, 4, 'A 35 cm wreath of fresh eucalyptus and wax flower that dries beautifully on the door.'],
    ['Succulent Trio in Clay Pots', 'Home & Garden', 30, 9, 'Three easy-care succulents potted in small terracotta pots.'],
    ['Wildflower Seed Packet', 'Home & Garden', 4, 50, 'A mix of native Ontario wildflowers for pollinators. Covers about 2 square metres.'],
  ],
};

function slug(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const products: DemoProduct[] = (() => {
  const usedByCategory: Record<string, number> = {};
  const list: DemoProduct[] = [];
  for (const v of vendors) {
    for (const [name, category, price, stock, description] of productRows[v.key] ?? []) {
      const palette = categoryPalettes[category] ?? ['#607d8b'];
      const n = usedByCategory[category] ?? 0;
      usedByCategory[category] = n + 1;
      list.push({
        key: slug(name),
        vendorKey: v.key,
        name,
        description,
        priceCents: Math.round(price * 100),
        stock,
        category,
        color: palette[n % palette.length],
      });
    }
  }
  return list;
})();

/**
 * A shop that joined a few days ago and waits for an admin to verify it, so the admin console has
 * a pending vendor to verify: until then neither it nor its products are public. It is kept out of
 * `vendors` and `products`, from which the order history is drawn, so that history is unchanged.
 */
export const pendingVendor: DemoVendor = {
  key: 'trillium-tea',
  businessName: 'Trillium Tea House',
  description:
    'A tea room on Ontario Street in Stratford blending loose-leaf teas and herbal tisanes by hand, with a few Ontario-grown herbs in every blend.',
  address: '88 Ontario St',
  city: 'Stratford',
  postalCode: 'N5A 3H1',
  phone: '519-555-0121',
  isVerified: false,
  accentColor: '#4f7369',
  owner: {
    key: 'trillium-tea-owner',
    username: 'nadia_petrova',
    name: 'Nadia Petrova',
    email: `vendor${vendors.length + 1}@mainstreet.test`,
    phone: '519-555-0121',
    role: 'Vendor',
    isVerified: true,
    createdDaysAgo: 5,
  },
};

export const pendingProducts: DemoProduct[] = (
  [
    ['Trillium Green Tea (100 g)', 14.5, 20, 'A grassy sencha blended with Ontario mint and a little lemon balm. Steep at 80 °C for two minutes.', '#4b3621'],
    ['Stratford Breakfast Blend', 13, 25, 'A brisk Assam and Ceylon blend that stands up to milk. 100 g tin.', '#8b5e3c'],
    ['Lavender Chamomile Tisane', 12.5, 18, 'Caffeine-free: chamomile flowers with lavender from Prince Edward County, for the evening.', '#5c4033'],
  ] as const
).map(([name, price, stock, description, color]) => ({
  key: slug(name),
  vendorKey: pendingVendor.key,
  name,
  description,
  priceCents: Math.round(price * 100),
  stock,
  category: 'Coffee & Tea',
  color,
}));

function pickWeighted<T>(rng: () => number, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, it) => sum + weight(it), 0);
  let r = rng() * total;
  for (const it of items) {
    r -= weight(it);
    if (r < 0) return it;
  }
  return items[items.length - 1];
}

// Relative popularity, so dashboards show a spread between shops rather than a flat line.
const vendorPopularity: Record<string, number> = {
  'crust-and-crumb': 1.6,
  'limestone-cheese': 1.4,
  'grindstone-coffee': 1.3,
  'speed-river-farm': 1.0,
  'dog-eared-books': 0.7,
  'rideau-clay': 0.6,
  'forest-city-soap': 0.9,
  'uptown-butcher': 0.9,
  'sugar-bush-maple': 1.0,
  'bloom-and-bramble': 0.8,
};

const customerActivity: Record<string, number> = {
  alice: 1.5,
  ben: 1.2,
  chloe: 1.1,
  daniel: 1.0,
  emma: 0.6,
  farah: 0.9,
  gabriel: 0.7,
};

function statusFor(rng: () => number, daysAgo: number): DemoOrderStatus {
  const r = rng();
  // Recent orders are still moving through fulfilment; older ones have settled.
  if (daysAgo <= 2) return r < 0.7 ? 'Pending' : 'Processing';
  if (daysAgo <= 6) return r < 0.2 ? 'Pending' : r < 0.65 ? 'Processing' : r < 0.95 ? 'Shipped' : 'Cancelled';
  if (daysAgo <= 14) return r < 0.2 ? 'Processing' : r < 0.92 ? 'Shipped' : 'Cancelled';
  return r < 0.91 ? 'Delivered' : 'Cancelled';
}

/**
 * About 200 orders over the last ORDER_HISTORY_DAYS days, with order volume growing over time.
 * Deterministic: the PRNG is re-seeded on every call.
 */
export function demoOrders(): DemoOrder[] {
  const rng = createRng(0x6d61696e); // "main"
  const seedsByKey = new Map(customerSeeds.map((c) => [c.user.key, c]));
  const productsByVendor = new Map<string, DemoProduct[]>();
  for (const p of products) {
    const list = productsByVendor.get(p.vendorKey) ?? [];
    list.push(p);
    productsByVendor.set(p.vendorKey, list);
  }

  const orders: DemoOrder[] = [];
  for (let daysAgo = ORDER_HISTORY_DAYS; daysAgo >= 0; daysAgo--) {
    // Expected orders per day rise from ~0.5 to ~1.5 across the history (business growth),
    // with two days in every seven a little busier, like weekends.
    const progress = (ORDER_HISTORY_DAYS - daysAgo) / ORDER_HISTORY_DAYS;
    const weekend = daysAgo % 7 === 1 || daysAgo % 7 === 2 ? 1.3 : 1;
    const rate = (0.5 + 1.0 * progress) * weekend;
    let count = Math.floor(rate + rng());
    // Both ends of the history always have an order, so the span is exact.
    if (daysAgo === ORDER_HISTORY_DAYS || daysAgo === 0) count = Math.max(count, 1);

    for (let n = 0; n < count; n++) {
      const eligibleCustomers = customers.filter((c) => c.createdDaysAgo >= daysAgo);
      const eligibleVendors = vendors.filter((v) => v.owner.createdDaysAgo >= daysAgo);
      // The newest order is Alice's and still Pending, so her dashboard shows an active order.
      const newest = daysAgo === 0 && n === count - 1;
      const cust = newest
        ? customers[0]
        : pickWeighted(rng, eligibleCustomers, (c) => customerActivity[c.key] ?? 1);
      const vendor = pickWeighted(rng, eligibleVendors, (v) => vendorPopularity[v.key] ?? 1);
      const catalogue = productsByVendor.get(vendor.key) ?? [];

      const itemCount = Math.min(catalogue.length, pickWeighted(rng, [1, 2, 3, 4], (k) => [4, 3, 2, 1][k - 1]));
      const chosen = new Set<DemoProduct>();
      while (chosen.size < itemCount) {
        // Earlier products in a shop's list are its best sellers.
        chosen.add(pickWeighted(rng, catalogue, (p) => 1 / (1 + catalogue.indexOf(p) * 0.35)));
      }
      const items = [...chosen].map((p) => ({
        productKey: p.key,
        quantity: pickWeighted(rng, [1, 2, 3], (q) => [6, 3, 1][q - 1]),
      }));

      const status = newest ? 'Pending' : statusFor(rng, daysAgo);
      const seed = seedsByKey.get(cust.key)!;
      orders.push({
        key: '', // numbered below, oldest first
        customerKey: cust.key,
        vendorKey: vendor.key,
        status,
        createdDaysAgo: daysAgo,
        items,
        customerInfo: {
          fullName: cust.name,
          email: cust.email,
          phone: cust.phone,
          address: seed.address,
          postalCode: seed.postalCode,
        },
      });
    }
  }
  orders.forEach((o, i) => {
    o.key = `order-${String(i + 1).padStart(4, '0')}`;
  });
  return orders;
}
