import type { EntityManager } from '@mikro-orm/postgresql';
import { hstCents } from '../../common/money';
import { Product, ProductImage } from '../../modules/catalog/product.entity';
import { Media } from '../../modules/media/media.entity';
import { Order, OrderItem, OrderStatus } from '../../modules/orders/order.entity';
import { Role } from '../../common/roles';
import { hashPassword } from '../../modules/auth/password';
import { User } from '../../modules/users/user.entity';
import { Vendor } from '../../modules/vendors/vendor.entity';
import { admin, customers, DEMO_PASSWORD, demoOrders, pendingProducts, pendingVendor, products, vendors, type DemoUser } from './demo-data';
import { productImageSvg, vendorImageSvg } from './demo-images';
import { seedDemoPayouts } from './demo-payouts';

const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (days: number, now: number) => new Date(now - days * DAY_MS);

function svgMedia(em: EntityManager, svg: string): Media {
  const data = Buffer.from(svg, 'utf8');
  return em.create(Media, { contentType: 'image/svg+xml', byteSize: data.length, data });
}

/** Why the seed did nothing, or 'seeded'. */
export type DemoSeedOutcome = 'seeded' | 'has-catalogue' | 'accounts-taken';

// Two processes starting on one empty database at once must not both seed it.
const SEED_LOCK_KEY = 0x5eed;

/**
 * Fills a database that has no shops and no products (what the seed owns; accounts may exist, e.g.
 * the configured admin) with demo shops, products, accounts and half a year of orders, all in one
 * transaction. Changes nothing when the catalogue has anything in it, or when an existing account
 * already uses a demo account's email or username.
 */
export async function seedDemoData(rootEm: EntityManager, now = Date.now()): Promise<DemoSeedOutcome> {
  return rootEm.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]);
    if ((await em.count(Vendor)) > 0 || (await em.count(Product)) > 0) return 'has-catalogue';
    const demoUsers = [admin, ...customers, ...vendors.map((v) => v.owner), pendingVendor.owner];
    const [{ taken }] = await em.execute<{ taken: boolean }[]>(
      `select exists (select 1 from users where deleted_at is null and (lower(email) in (?) or lower(username) in (?))) as taken`,
      [demoUsers.map((u) => u.email.toLowerCase()), demoUsers.map((u) => u.username.toLowerCase())],
    );
    if (taken) return 'accounts-taken';
    // Every demo account shares one password, so one hash serves them all.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const createUser = (user: DemoUser, earlierMs = 0) =>
      em.create(User, {
        username: user.username,
        name: user.name,
        email: user.email.toLowerCase(),
        phone: user.phone,
        role: user.role as Role,
        passwordHash,
        isVerified: user.isVerified,
        createdAt: new Date(daysAgo(user.createdDaysAgo, now).getTime() - earlierMs),
      });

    createUser(admin);
    const customerIds = new Map(customers.map((customer) => [customer.key, createUser(customer).id]));

    // Verified shops, then the one pending verification (not public until an admin verifies it).
    const allVendors = [...vendors, pendingVendor];
    const allProducts = [...products, ...pendingProducts];
    // Shops open two hours before their join day's first order and list their products in between.
    const owners = allVendors.map((demo) => createUser(demo.owner, 2 * 3600_000));
    const vendorImages = allVendors.map((demo) => svgMedia(em, vendorImageSvg(demo)));
    // Foreign keys are plain columns, so the unit of work cannot order inserts: flush parents first.
    await em.flush();

    const vendorIds = new Map<string, string>();
    allVendors.forEach((demo, index) => {
      const owner = owners[index];
      const vendor = em.create(Vendor, {
        userId: owner.id,
        businessName: demo.businessName,
        description: demo.description,
        address: demo.address,
        city: demo.city,
        postalCode: demo.postalCode,
        phone: demo.phone,
        profileImageId: vendorImages[index].id,
        isVerified: demo.isVerified,
        createdAt: owner.createdAt,
      });
      vendorIds.set(demo.key, vendor.id);
    });
    await em.flush();

    const vendorJoined = new Map(allVendors.map((vendor) => [vendor.key, vendor.owner.createdDaysAgo]));
    const productByKey = new Map<string, Product>();
    allProducts.forEach((demo, index) => {
      const product = em.create(Product, {
        vendorId: vendorIds.get(demo.vendorKey)!,
        name: demo.name,
        description: demo.description,
        priceCents: demo.priceCents,
        stock: demo.stock,
        category: demo.category,
        createdAt: new Date(now - vendorJoined.get(demo.vendorKey)! * DAY_MS - 3600_000 + index * 10_000),
      });
      productByKey.set(demo.key, product);
    });
    const productImages = allProducts.map((demo) => svgMedia(em, productImageSvg(demo)));
    await em.flush();
    allProducts.forEach((demo, index) => {
      em.create(ProductImage, { productId: productByKey.get(demo.key)!.id, mediaId: productImages[index].id, position: 0 });
    });

    const items: Omit<OrderItem, 'id'>[] = [];
    for (const demo of demoOrders()) {
      const lines = demo.items.map((item) => ({ product: productByKey.get(item.productKey)!, quantity: item.quantity }));
      const subtotalCents = lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
      const taxCents = hstCents(subtotalCents);
      const createdAt = daysAgo(demo.createdDaysAgo, now);
      const order = em.create(Order, {
        customerId: customerIds.get(demo.customerKey)!,
        vendorId: vendorIds.get(demo.vendorKey)!,
        status: demo.status as OrderStatus,
        subtotalCents,
        taxCents,
        totalCents: subtotalCents + taxCents,
        customerInfo: demo.customerInfo,
        createdAt,
        updatedAt: createdAt,
      });
      for (const line of lines) {
        items.push({
          orderId: order.id,
          productId: line.product.id,
          productName: line.product.name,
          quantity: line.quantity,
          unitPriceCents: line.product.priceCents,
        });
      }
    }
    await em.flush();
    for (const item of items) em.create(OrderItem, item);
    await em.flush();
    // The demo history predates provinces: every order paid Ontario HST at 13%, collected by its shop.
    await em.execute(`insert into order_taxes (order_id, position, tax, jurisdiction, rate_ppm, taxable_base_cents, amount_cents, collected_by)
      select id, 0, 'HST', 'ON', 130000, subtotal_cents, tax_cents, 'shop' from orders
       where not exists (select 1 from order_taxes t where t.order_id = orders.id)`);
    await seedDemoPayouts(em, now);
    return 'seeded';
  });
}
