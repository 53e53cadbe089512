import { describe, it, expect } from 'vitest';
import {
  DEMO_PASSWORD,
  ORDER_HISTORY_DAYS,
  admin,
  customers,
  demoOrders,
  pendingProducts,
  pendingVendor,
  products,
  vendors,
  type DemoOrder,
} from './demo-data';
import { contrastRatio, escapeXml, productImageSvg, vendorImageSvg } from './demo-images';

const POSTAL_CODE = /^[A-Z]\d[A-Z] \d[A-Z]\d$/;
const HEX = /^#[0-9a-f]{6}$/i;
const STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;

/** An `&` that does not start a character or entity reference is invalid XML. */
const BARE_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

/** Light structural check: tags balance and attribute values are quoted. */
function assertWellFormedish(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(BARE_AMPERSAND.test(svg)).toBe(false);
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let consumed = 0;
  for (const m of svg.matchAll(tag)) {
    // Text between tags must not contain a raw '<' or '>'.
    expect(svg.slice(consumed, m.index)).not.toMatch(/[<>]/);
    consumed = m.index + m[0].length;
    const [, closing, name, , selfClosing] = m;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(consumed).toBe(svg.length);
  expect(stack).toEqual([]);
}

function textContent(svg: string): string {
  return svg.replace(/<[^>]+>/g, ' ');
}

describe('demo accounts', () => {
  it('has the documented demo logins', () => {
    expect(DEMO_PASSWORD).toBe('Password123!');
    expect(admin.email).toBe('admin@mainstreet.test');
    expect(admin.role).toBe('Admin');
    const emails = customers.map((c) => c.email);
    for (const e of ['alice@mainstreet.test', 'ben@mainstreet.test', 'chloe@mainstreet.test']) {
      expect(emails).toContain(e);
    }
    expect(customers.length).toBeGreaterThanOrEqual(6);
    expect(customers.every((c) => c.role === 'Customer')).toBe(true);
    expect(customers.some((c) => !c.isVerified)).toBe(true);
    vendors.forEach((v, i) => {
      expect(v.owner.email).toBe(`vendor${i + 1}@mainstreet.test`);
      expect(v.owner.role).toBe('Vendor');
    });
  });

  it('uses unique keys, usernames and emails across all users', () => {
    const users = [admin, ...customers, ...vendors.map((v) => v.owner)];
    for (const field of ['key', 'username', 'email'] as const) {
      const values = users.map((u) => u[field].toLowerCase());
      expect(new Set(values).size).toBe(values.length);
    }
  });
});

describe('vendors', () => {
  it('has at least 8 verified Ontario shops with valid details', () => {
    expect(vendors.length).toBeGreaterThanOrEqual(8);
    expect(new Set(vendors.map((v) => v.key)).size).toBe(vendors.length);
    expect(new Set(vendors.map((v) => v.businessName)).size).toBe(vendors.length);
    for (const v of vendors) {
      expect(v.postalCode).toMatch(POSTAL_CODE);
      expect(v.accentColor).toMatch(HEX);
      expect(v.isVerified).toBe(true);
      expect(v.address.length).toBeGreaterThan(5);
      expect(v.city.length).toBeGreaterThan(2);
      expect(v.description.length).toBeGreaterThan(40);
    }
    expect(new Set(vendors.map((v) => v.city)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('pending vendor', () => {
  it('is one unverified shop with its own products, outside the order history', () => {
    expect(pendingVendor.isVerified).toBe(false);
    expect(pendingVendor.owner.email).toBe(`vendor${vendors.length + 1}@mainstreet.test`);
    expect(pendingVendor.postalCode).toMatch(POSTAL_CODE);
    expect(vendors.map((v) => v.key)).not.toContain(pendingVendor.key);
    expect(pendingProducts.length).toBeGreaterThanOrEqual(2);
    expect(pendingProducts.every((p) => p.vendorKey === pendingVendor.key)).toBe(true);
    for (const field of ['key', 'name'] as const) {
      const values = [...products, ...pendingProducts].map((p) => p[field].toLowerCase());
      expect(new Set(values).size).toBe(values.length);
    }
    const users = [admin, ...customers, ...vendors.map((v) => v.owner), pendingVendor.owner];
    for (const field of ['username', 'email'] as const) {
      const values = users.map((u) => u[field].toLowerCase());
      expect(new Set(values).size).toBe(values.length);
    }
    expect(demoOrders().some((o) => o.vendorKey === pendingVendor.key)).toBe(false);
  });
});

describe('products', () => {
  it('has at least 60 products with unique keys and names', () => {
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((p) => p.key)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.name.toLowerCase())).size).toBe(products.length);
  });

  it('belongs to known vendors and has sane prices, stock and colours', () => {
    const vendorKeys = new Set(vendors.map((v) => v.key));
    for (const p of products) {
      expect(vendorKeys.has(p.vendorKey)).toBe(true);
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.priceCents).toBeGreaterThanOrEqual(300);
      expect(p.priceCents).toBeLessThanOrEqual(12_000);
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
      expect(p.color).toMatch(HEX);
      expect(p.category.length).toBeGreaterThan(0);
    }
    for (const v of vendors) {
      expect(products.filter((p) => p.vendorKey === v.key).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('covers the cases the storefront and tests rely on', () => {
    expect(products.filter((p) => p.name.includes('Cheese')).length).toBeGreaterThanOrEqual(2);
    expect(products.some((p) => p.name.includes('Cheddar'))).toBe(true);
    expect(products.some((p) => p.name.includes('Sourdough'))).toBe(true);
    expect(products.some((p) => p.description === null)).toBe(true);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(8);
  });
});

describe('demoOrders', () => {
  const orders = demoOrders();
  const productByKey = new Map(products.map((p) => [p.key, p]));
  const customerByKey = new Map(customers.map((c) => [c.key, c]));
  const vendorByKey = new Map(vendors.map((v) => [v.key, v]));

  it('is deterministic', () => {
    expect(demoOrders()).toEqual(orders);
  });

  it('has at least 150 orders spanning at least 180 days', () => {
    expect(orders.length).toBeGreaterThanOrEqual(150);
    const days = orders.map((o) => o.createdDaysAgo);
    expect(Math.min(...days)).toBe(0);
    expect(Math.max(...days)).toBeLessThanOrEqual(ORDER_HISTORY_DAYS);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThanOrEqual(180);
    expect(new Set(orders.map((o) => o.key)).size).toBe(orders.length);
  });

  it('resolves every reference and keeps each order to one vendor', () => {
    for (const o of orders) {
      const c = customerByKey.get(o.customerKey);
      const v = vendorByKey.get(o.vendorKey);
      expect(c).toBeDefined();
      expect(v).toBeDefined();
      // Nobody orders before their account (or the shop) exists.
      expect(o.createdDaysAgo).toBeLessThanOrEqual(c!.createdDaysAgo);
      expect(o.createdDaysAgo).toBeLessThanOrEqual(v!.owner.createdDaysAgo);
      expect(o.items.length).toBeGreaterThanOrEqual(1);
      expect(o.items.length).toBeLessThanOrEqual(4);
      expect(new Set(o.items.map((i) => i.productKey)).size).toBe(o.items.length);
      for (const item of o.items) {
        const p = productByKey.get(item.productKey);
        expect(p).toBeDefined();
        expect(p!.vendorKey).toBe(o.vendorKey);
        expect(item.quantity).toBeGreaterThanOrEqual(1);
        expect(item.quantity).toBeLessThanOrEqual(3);
      }
      expect(o.customerInfo.fullName).toBe(c!.name);
      expect(o.customerInfo.email).toBe(c!.email);
      expect(o.customerInfo.postalCode).toMatch(POSTAL_CODE);
    }
  });

  it('gives every customer some orders and Alice an active one', () => {
    for (const c of customers) {
      expect(orders.some((o) => o.customerKey === c.key)).toBe(true);
    }
    expect(orders.some((o) => o.customerKey === 'alice' && o.status === 'Pending')).toBe(true);
  });

  it('mixes statuses by age', () => {
    for (const s of STATUSES) expect(orders.some((o) => o.status === s)).toBe(true);
    const old = orders.filter((o) => o.createdDaysAgo > 14);
    const recent = orders.filter((o) => o.createdDaysAgo <= 14);
    expect(old.every((o) => o.status === 'Delivered' || o.status === 'Cancelled')).toBe(true);
    expect(old.filter((o) => o.status === 'Delivered').length).toBeGreaterThan(old.length * 0.75);
    expect(recent.every((o) => o.status !== 'Delivered')).toBe(true);
    expect(recent.filter((o) => o.status !== 'Cancelled').length).toBeGreaterThan(recent.length * 0.8);
  });

  it('grows over time', () => {
    const inWindow = (o: DemoOrder, from: number, to: number) => o.createdDaysAgo >= from && o.createdDaysAgo < to;
    const lastMonths = orders.filter((o) => inWindow(o, 0, 60)).length;
    const firstMonths = orders.filter((o) => inWindow(o, 140, 200)).length;
    expect(lastMonths).toBeGreaterThan(firstMonths * 1.5);
  });
});

describe('demo images', () => {
  it('renders a valid, escaped product card for every product', () => {
    for (const p of products) {
      const svg = productImageSvg(p);
      assertWellFormedish(svg);
      expect(svg).toContain('width="600"');
      expect(svg).toContain('height="600"');
      expect(svg).toContain('<title>');
    }
  });

  it('escapes names with ampersands, apostrophes and angle brackets', () => {
    const svg = productImageSvg({ name: `Tom's <Best> "Mac & Cheese"`, category: 'Cheese & Dairy', color: '#e0b43c' });
    assertWellFormedish(svg);
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&apos;');
    expect(svg).toContain('&lt;Best&gt;');
  });

  it('wraps long names onto at most 3 lines and keeps every word of real names', () => {
    for (const p of products) {
      const svg = productImageSvg(p);
      const [, fontSize, nameText] = svg.match(/<text[^>]*font-size="(\d+)" font-weight="700"[^>]*>(.*?)<\/text>/)!;
      const lines = [...nameText.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((m) => m[1]);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(3);
      expect(Number(fontSize)).toBeGreaterThanOrEqual(36);
      // Real names fit without truncation.
      expect(lines.join(' ')).toBe(escapeXml(p.name));
    }
    const long = productImageSvg({
      name: 'An Extraordinarily Long Product Name That Goes On And On Well Past Any Reasonable Length For A Card',
      category: 'Pantry',
      color: '#b5651d',
    });
    assertWellFormedish(long);
    expect([...long.matchAll(/<tspan/g)].length).toBeLessThanOrEqual(3);
    expect(textContent(long)).toContain('…');
  });

  it('picks a text colour with at least 4.5:1 contrast against the background', () => {
    const samples = [...products.map((p) => p.color), ...vendors.map((v) => v.accentColor), '#ffffff', '#000000', '#ffff00', '#777777'];
    for (const color of samples) {
      const svg = productImageSvg({ name: 'Sample', category: 'Bakery', color });
      const stops = [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
      const fill = svg.match(/font-weight="700" fill="(#[0-9a-f]{6})"/)![1];
      expect(stops).toHaveLength(2);
      for (const s of stops) expect(contrastRatio(fill, s)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('renders a vendor avatar with initials and the business name', () => {
    for (const v of vendors) {
      const svg = vendorImageSvg(v);
      assertWellFormedish(svg);
      expect(svg).toContain('width="400"');
      expect(svg).toContain('<circle');
    }
    const svg = vendorImageSvg({ businessName: 'Crust & Crumb Bakery', accentColor: '#b5651d' });
    expect(textContent(svg)).toContain('CC');
    expect(svg).toContain('Crust &amp; Crumb Bakery');
  });
});
