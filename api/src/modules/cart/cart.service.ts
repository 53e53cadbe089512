import type { EntityManager } from '@mikro-orm/postgresql';
import { appError, badInput, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { transactionalWithRetry } from '../../common/transaction-retry';
import { dollars, formatCad, MAX_CHARGE_CENTS } from '../../common/money';
import { PRODUCT_COLUMNS, productFromRow, PUBLIC_PRODUCT } from '../catalog/product.sql';
import { checkoutTaxes, DEFAULT_PROVINCE, HIGHEST_COMBINED_RATE_PPM, isProvince, taxOf, totalTax, type ProvinceCode, type TaxRate } from '../tax/tax-rules';
import { ratesInForce } from '../tax/tax.service';
import { taxLine } from '../tax/tax.types';
import type { Cart } from './cart.types';

export const MAX_LINE_QUANTITY = 99;
/**
 * The largest cart total, tax included: the provider's maximum charge ($999,999.99). It also keeps every
 * cart and checkout amount inside GraphQL's 32-bit Int (99 units of the highest price are not).
 */
export const MAX_CART_TOTAL_CENTS = MAX_CHARGE_CENTS;
export const CART_TOTAL_TOO_LARGE = `A cart can total at most ${formatCad(MAX_CART_TOTAL_CENTS)}. Please lower a quantity.`;
export const NOT_IN_CART = 'This product is not in your cart.';
const PRODUCT_NOT_FOUND = 'Product not found';

/** The most units a cart line of a product with this stock may hold (what add and update enforce). */
export function maxLineQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    throw badInput(`Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`);
  }
}

export function notEnoughStock(name: string, stock: number): Error {
  return appError('OUT_OF_STOCK', stock > 0 ? `Only ${stock} of "${name}" left in stock.` : `"${name}" is out of stock.`);
}

/** A cart's totals with the taxes of the province at the rates given (those in force at the moment that counts). */
export function cartTotals(lines: { priceCents: number; quantity: number }[], province: ProvinceCode, rates: TaxRate[]) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const taxes = checkoutTaxes(subtotalCents, province, rates);
  const taxCents = totalTax(taxes);
  return { subtotalCents, taxes, taxCents, totalCents: subtotalCents + taxCents };
}

/** The province of the customer's profile, or Ontario: where the cart's estimate is for when none is asked. */
export async function profileProvince(em: EntityManager, customerId: string): Promise<ProvinceCode> {
  const [row]: { province: string | null }[] = await em.execute(`select province from users where id = ?`, [customerId]);
  return isProvince(row?.province) ? row.province : DEFAULT_PROVINCE;
}

/** A customer's server-side cart. Every method is scoped to the caller's own rows. */
export class CartService {
  constructor(
    private readonly em: EntityManager,
    /** The instant whose tax rates apply. */
    private readonly now: Date = new Date(),
  ) {}

  /** The cart with the taxes of `province` (the profile's province, else Ontario, when not given). */
  async view(customerId: string, province?: ProvinceCode | null): Promise<Cart> {
    const taxProvince = province ?? (await profileProvince(this.em, customerId));
    const rows: (Record<string, unknown> & { quantity: number })[] = await this.em.execute(
      `select ${PRODUCT_COLUMNS}, c.quantity
         from cart_items c
         join products p on p.id = c.product_id
         join vendors v on v.id = p.vendor_id
        where c.customer_id = ? and ${PUBLIC_PRODUCT}
        order by c.added_at, p.id`,
      [customerId],
    );
    const items = rows.map((row) => {
      const product = productFromRow(row);
      const lineTotalCents = product.priceCents * row.quantity;
      return {
        product,
        quantity: row.quantity,
        maxQuantity: maxLineQuantity(product.stock),
        lineTotalCents,
        lineTotal: dollars(lineTotalCents),
      };
    });
    const rates = await ratesInForce(this.em, taxProvince, this.now);
    const { taxes, ...totals } = cartTotals(items.map((item) => ({ priceCents: item.product.priceCents, quantity: item.quantity })), taxProvince, rates);
    return {
      items,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      ...totals,
      taxProvince,
      taxes: taxes.map((tax) => taxLine(tax)),
      subtotal: dollars(totals.subtotalCents),
      tax: dollars(totals.taxCents),
      total: dollars(totals.totalCents),
    };
  }

  /** Adds to the line (or creates it); the line may never exceed the stock. */
  async add(customerId: string, productId: string, quantity: number): Promise<Cart> {
    assertQuantity(quantity);
    await transactionalWithRetry(this.em, async (em) => {
      const product = await lockPublicProduct(em, productId);
      const [line]: { quantity: number }[] = await em.execute(
        `insert into cart_items (customer_id, product_id, quantity) values (?, ?, ?)
         on conflict (customer_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity
         returning quantity`,
        [customerId, productId, quantity],
      );
      if (line.quantity > product.stock) throw notEnoughStock(product.name, product.stock);
      if (line.quantity > MAX_LINE_QUANTITY) throw badInput(`You can have at most ${MAX_LINE_QUANTITY} of one product in your cart.`);
      await assertCartTotalAllowed(em, customerId);
    });
    return this.view(customerId);
  }

  async update(customerId: string, productId: string, quantity: number): Promise<Cart> {
    assertQuantity(quantity);
    await transactionalWithRetry(this.em, async (em) => {
      const product = await lockPublicProduct(em, productId);
      if (quantity > product.stock) throw notEnoughStock(product.name, product.stock);
      const updated = await em.execute(
        `update cart_items set quantity = ? where customer_id = ? and product_id = ? returning quantity`,
        [quantity, customerId, productId],
      );
      if (!updated.length) throw notFound(NOT_IN_CART);
      await assertCartTotalAllowed(em, customerId);
    });
    return this.view(customerId);
  }

  async remove(customerId: string, productId: string): Promise<Cart> {
    if (!isUuid(productId)) throw notFound(NOT_IN_CART);
    const removed = await this.em.execute(`delete from cart_items where customer_id = ? and product_id = ? returning product_id`, [
      customerId,
      productId,
    ]);
    if (!removed.length) throw notFound(NOT_IN_CART);
    return this.view(customerId);
  }
}

/** Refuses a cart change (inside its transaction, so it is rolled back) that takes the total over the maximum. */
async function assertCartTotalAllowed(em: EntityManager, customerId: string): Promise<void> {
  // bigint: 99 units of the highest price overflow a 32-bit integer.
  const [{ subtotal }]: { subtotal: string }[] = await em.execute(
    `select coalesce(sum(p.price_cents::bigint * c.quantity), 0)::text as subtotal
       from cart_items c
       join products p on p.id = c.product_id
       join vendors v on v.id = p.vendor_id
      where c.customer_id = ? and ${PUBLIC_PRODUCT}`,
    [customerId],
  );
  const subtotalCents = Number(subtotal);
  // With the highest combined rate, so the cart can be paid whichever province it ships to.
  if (subtotalCents + taxOf(subtotalCents, HIGHEST_COMBINED_RATE_PPM) > MAX_CART_TOTAL_CENTS) throw badInput(CART_TOTAL_TOO_LARGE);
}

/** The product's row, locked so concurrent adds and checkouts see one stock figure. */
export async function lockPublicProduct(em: EntityManager, productId: string): Promise<{ name: string; stock: number }> {
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
  const [product]: { name: string; stock: number }[] = await em.execute(
    `select p.name, p.stock from products p join vendors v on v.id = p.vendor_id
      where p.id = ? and ${PUBLIC_PRODUCT} for share of p`,
    [productId],
  );
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}
