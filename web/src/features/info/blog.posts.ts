import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A post; its texts are messages of the `info` catalog, so the blog reads in both languages. */
export interface BlogPost {
  slug: string;
  title: MessageDescriptor;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  author: MessageDescriptor;
  excerpt: MessageDescriptor;
  /** Paragraphs of the full post. */
  body: MessageDescriptor[];
}

// Editorial content lives with the page: it changes with releases, not with the database.
export const blogPosts: BlogPost[] = [
  {
    slug: 'why-we-built-mainstreet',
    title: msg`Why we built Mainstreet`,
    date: '2024-03-12',
    author: msg`Maya Chen, co-founder`,
    excerpt:
      msg`Small shops make the places we live worth living in. Selling online should not mean giving that up.`,
    body: [
      msg`Mainstreet started with a simple observation: the shops that make a neighbourhood feel like home are often the ones with the least time to sell online. A cheesemaker who works from five in the morning does not want to spend her evenings configuring a web store.`,
      msg`At the same time, more and more of us shop from our phones. When the only convenient option is a giant retailer, the small shop around the corner loses a sale it would gladly have made.`,
      msg`So we built a shared storefront. Vendors open a shop, list their products and receive orders. Shoppers get one place to find what is made and sold nearby, one cart across many shops and one secure checkout. The vendors keep their prices, their stories and their customers.`,
      msg`We are starting in Ontario because that is where we live and shop. If you run a local business here, we would love to hear from you.`,
    ],
  },
  {
    slug: 'shopping-local-in-winter',
    title: msg`Five ways to shop local through an Ontario winter`,
    date: '2024-11-28',
    author: msg`Daniel Okafor, community team`,
    excerpt:
      msg`Farmers’ markets close, but local producers keep working. Here is how to keep supporting them until spring.`,
    body: [
      msg`When the outdoor markets close for the season, many of us lose our weekly habit of buying from local producers. The producers, however, are still baking, roasting, pickling and making.`,
      msg`First, look for pantry staples that keep: aged cheeses, preserves, honey, dried pasta and whole-bean coffee all travel well and last for weeks.`,
      msg`Second, plan gifts early. Handmade soaps, candles and ceramics from local makers are far more memorable than anything shipped from overseas, and small batches sell out before the holidays.`,
      msg`Third, follow the vendors you like. Their shop pages on Mainstreet show their newest products first, so you can see what just came out of the oven or off the wheel.`,
      msg`Fourth, bundle your order. One cart can hold items from several shops, so a single checkout can support three or four local businesses at once.`,
      msg`Finally, tell a friend. Word of mouth is still the most powerful marketing a small business has.`,
    ],
  },
  {
    slug: 'vendor-spotlight-bakeries',
    title: msg`Behind the counter: what running a small bakery really takes`,
    date: '2025-04-09',
    author: msg`Maya Chen, co-founder`,
    excerpt:
      msg`Early starts, long proofs and very thin margins. We asked bakers what would make their week easier.`,
    body: [
      msg`Sourdough takes time. Between feeding starters, shaping loaves and managing the oven, many of the bakers we spoke with start their day before four in the morning.`,
      msg`Their biggest frustration with selling online was not technology itself but unpredictability: selling out early, or baking too much and wasting it. Accurate stock counts were the feature they asked for most.`,
      msg`That is why stock on Mainstreet is taken at the moment an order is paid, inside the same database transaction. Two customers can never buy the last loaf at the same time, and a vendor can update tomorrow’s numbers in seconds.`,
      msg`The second request was simple: tell me right away when someone orders. New orders now appear on the vendor dashboard in real time, with an email when the vendor wants one.`,
    ],
  },
  {
    slug: 'search-that-forgives-typos',
    title: msg`Search that forgives your typos`,
    date: '2025-09-17',
    author: msg`Priya Raman, engineering`,
    excerpt:
      msg`Typing “chese” on a phone should still find cheese. A look at how our product search works.`,
    body: [
      msg`Most product searches are typed quickly, on small screens, often with one thumb. Exact-match search punishes that, and small vendors lose sales because a shopper misspelled a word.`,
      msg`Mainstreet search combines two techniques. Full-text search understands words and their forms, so “baking” matches “baked” and a match in the product name counts for more than one in the description. Trigram similarity compares short fragments of words, so “chese” and “cheddr” still find what you meant.`,
      msg`Results are ranked by how well they match, so the most relevant products come first. The same search powers the home page, the products page and voice search on the customer dashboard.`,
      msg`If a search does not find something you expected, let us know through the contact page. Real queries are the best way to make search better.`,
    ],
  },
  {
    slug: 'one-cart-many-shops',
    title: msg`One cart, many shops: how multi-vendor orders work`,
    date: '2026-02-03',
    author: msg`Daniel Okafor, community team`,
    excerpt:
      msg`When your cart holds items from three vendors, you pay once but receive three orders. Here is why.`,
    body: [
      msg`A Mainstreet cart can hold products from any number of shops. At checkout you see one subtotal, 13% HST and one total, and you pay once.`,
      msg`Behind the scenes, your purchase becomes one order per vendor. Each vendor sees only their own items, prepares them and updates the status independently: one shop may ship today while another ships tomorrow.`,
      msg`In your account, each order shows its own status, from Pending to Delivered. The amounts of the orders always add up exactly to the amount you were charged.`,
      msg`If a vendor has to cancel their part, only that order is cancelled and refunded, and its items go back into the vendor’s stock. The rest of your purchase is not affected.`,
    ],
  },
];
