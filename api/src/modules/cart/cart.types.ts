import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Product } from '../catalog/product.entity';
import { MAX_LINE_QUANTITY } from './cart.service';
import type { ProvinceCode } from '../tax/tax-rules';
import { Province, ROUNDING_RULE, TaxLine } from '../tax/tax.types';

@ObjectType({ description: 'A line of the cart.', simpleResolvers: true })
export class CartLine {
  @Field(() => Product, { description: 'The product.' })
  product!: Product;

  @Field(() => Int, { description: 'How many; at least 1, at most the stock.' })
  quantity!: number;

  @Field(() => Int, {
    description: `The most units this line may hold: the product's stock, and at most ${MAX_LINE_QUANTITY}. 0 when sold out; below \`quantity\` when the stock fell after the line was added. A change within it is still refused when it takes the cart total over the maximum charge.`,
  })
  maxQuantity!: number;

  @Field(() => Int, { description: 'Unit price × quantity, in cents.' })
  lineTotalCents!: number;

  @Field(() => Float, { description: 'Unit price × quantity, in dollars.' })
  lineTotal!: number;
}

@ObjectType({
  description:
    "The signed-in customer's cart, with totals computed by the server. Its taxes are those of `taxProvince` at today's rates: an estimate until the checkout, which recomputes them for the province the orders ship to.",
  simpleResolvers: true,
})
export class Cart {
  @Field(() => [CartLine], { description: 'Lines in the order they were added.' })
  items!: CartLine[];

  @Field(() => Int, { description: 'Total number of units (for the cart badge).' })
  itemCount!: number;

  @Field(() => Int, { description: 'Sum of the lines, in cents.' })
  subtotalCents!: number;

  @Field(() => Int, { description: `The sum of \`taxes\`, in cents. ${ROUNDING_RULE}` })
  taxCents!: number;

  @Field(() => Province, { description: "The province the taxes are for: the one asked for, else the customer's profile province, else Ontario." })
  taxProvince!: ProvinceCode;

  @Field(() => [TaxLine], { description: 'Each tax of `taxProvince` on the subtotal, on its own line (e.g. GST 5% and QST 9.975%); `collectedBy` is null here.' })
  taxes!: TaxLine[];

  @Field(() => Int, { description: 'Subtotal plus taxes, in cents: the amount a checkout to `taxProvince` charges.' })
  totalCents!: number;

  @Field(() => Float, { description: 'Subtotal in dollars.' })
  subtotal!: number;

  @Field(() => Float, { description: 'Taxes in dollars.' })
  tax!: number;

  @Field(() => Float, { description: 'Total in dollars.' })
  total!: number;
}

@ObjectType({ description: 'A product on the wishlist.' })
export class WishlistEntry {
  @Field(() => Product, { description: 'The product.' })
  product!: Product;

  @Field(() => Date, { description: 'When it was added.' })
  addedAt!: Date;
}
