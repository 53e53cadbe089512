import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../common/pagination';
import { Order } from './order.entity';

export const DELETED_PRODUCT = 'Deleted Product';

@ObjectType({ description: 'A line of an order, with the price paid.' })
export class OrderLine {
  @Field(() => ID, { nullable: true, description: 'The product, or null when it has been deleted.' })
  productId!: string | null;

  @Field(() => String, { description: 'Name at purchase, or "Deleted Product" when the shop removed it.' })
  productName!: string;

  @Field(() => Int, { description: 'Units bought.' })
  quantity!: number;

  @Field(() => Int, { description: 'Unit price paid, in cents.' })
  unitPriceCents!: number;

  @Field(() => Float, { description: 'Unit price paid, in dollars.' })
  unitPrice!: number;

  @Field(() => Float, { description: 'Unit price × quantity, in dollars.' })
  lineTotal!: number;
}

@ObjectType({ description: 'A page of orders, newest first.' })
export class OrderConnection {
  @Field(() => [Order], { description: 'The orders of this page.' })
  nodes!: Order[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}
