import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../common/pagination';

/** What a privileged change did. Stored as the value; GraphQL shows the key. */
export enum AuditAction {
  UserCreate = 'user.create',
  UserUpdate = 'user.update',
  UserRoleChange = 'user.role_change',
  UserDelete = 'user.delete',
  VendorCreate = 'vendor.create',
  VendorUpdate = 'vendor.update',
  VendorVerificationChange = 'vendor.verification_change',
  VendorDelete = 'vendor.delete',
  ProductPriceChange = 'product.price_change',
  ProductStockChange = 'product.stock_change',
  OrderStatusChange = 'order.status_change',
  PasswordChange = 'password.change',
  ProfileUpdate = 'profile.update',
  RefundRetry = 'refund.retry',
  CommissionChange = 'commission.change',
  TransferRetry = 'transfer.retry',
  ProductFeatureChange = 'product.feature_change',
  TaxRateAdd = 'tax_rate.add',
}

registerEnumType(AuditAction, {
  name: 'AuditAction',
  description: 'The kind of privileged change an audit entry records.',
  valuesConfig: {
    UserCreate: { description: 'An admin created an account.' },
    UserUpdate: { description: "An admin changed an account's username or email." },
    UserRoleChange: { description: "An admin changed an account's role." },
    UserDelete: { description: 'An admin deleted an account.' },
    VendorCreate: { description: 'An admin created a shop (and its owner account).' },
    VendorUpdate: { description: "An admin changed a shop's name, email or phone." },
    VendorVerificationChange: { description: 'An admin verified a shop or set it back to pending.' },
    VendorDelete: { description: 'An admin deleted a shop.' },
    ProductFeatureChange: { description: 'An admin featured a product on the home page, or stopped featuring it.' },
    ProductPriceChange: { description: "A vendor changed a product's price." },
    ProductStockChange: { description: "A vendor changed a product's stock." },
    OrderStatusChange: { description: "A vendor (or the payment provider, as System) changed an order's status." },
    PasswordChange: { description: 'Someone changed their password (no secret is recorded).' },
    ProfileUpdate: { description: 'An admin changed their own username, email or phone.' },
    RefundRetry: { description: 'An admin retried a refund the payment provider had not made.' },
    CommissionChange: { description: "An admin changed the platform's commission rate or a shop's override (for orders placed after)." },
    TransferRetry: { description: 'An admin retried a failed transfer (or transfer reversal) to a shop.' },
    TaxRateAdd: { description: 'An admin added a sales tax rate taking effect on a future date.' },
  },
});

export enum AuditTargetType {
  User = 'User',
  Vendor = 'Vendor',
  Product = 'Product',
  Order = 'Order',
  Commission = 'Commission',
  Transfer = 'Transfer',
  TaxRate = 'TaxRate',
}

registerEnumType(AuditTargetType, {
  name: 'AuditTargetType',
  description: 'The kind of record an audit entry is about.',
  valuesConfig: {
    User: { description: 'An account.' },
    Vendor: { description: 'A shop.' },
    Product: { description: 'A product.' },
    Order: { description: 'An order.' },
    Commission: { description: "The platform's commission rate." },
    Transfer: { description: "A transfer of an order's money to its shop." },
    TaxRate: { description: 'A sales tax rate of a province from a date.' },
  },
});

@ObjectType({ description: 'One changed field of an audit entry. Values are shown as text (JSON for non-text values).' })
export class AuditChange {
  @Field(() => String, { description: 'Field name, e.g. role, priceCents, status.' })
  field!: string;

  @Field(() => String, { nullable: true, description: 'The value before the change; null when there was none.' })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'The value after the change; null when there is none.' })
  after!: string | null;
}

/**
 * The summary of an audit entry as a message id and its values (issue 20): clients word it in their
 * reader's language from these; `summary` keeps the English sentence. Amounts are in cents, rates in
 * percent, dates as YYYY-MM-DD, roles and statuses as their enum values, field lists comma-separated.
 */
export type AuditMessageParams = Record<string, string | number | boolean | null>;
export type AuditMessageId =
  | 'user.create'
  | 'user.update'
  | 'user.role_change'
  | 'user.delete'
  | 'profile.update'
  | 'vendor.create_verified'
  | 'vendor.create_pending'
  | 'vendor.update'
  | 'vendor.verified'
  | 'vendor.pending'
  | 'vendor.delete'
  | 'product.featured'
  | 'product.unfeatured'
  | 'product.price_change'
  | 'product.stock_change'
  | 'order.status_change'
  | 'order.cancelled_shop_closed'
  | 'order.cancelled_payment_failed'
  | 'password.change'
  | 'password.reset'
  | 'refund.retry'
  | 'transfer.retry'
  | 'reversal.retry'
  | 'commission.platform'
  | 'commission.shop'
  | 'tax_rate.add';

@ObjectType({ description: 'One value of an audit summary message.' })
export class AuditMessageParam {
  @Field(() => String, { description: 'The value\'s name in the message, e.g. product, beforeCents.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The value as text (numbers in JS notation, amounts in cents); null when there is none.' })
  value!: string | null;
}

@ObjectType({
  description:
    "An audit entry's summary as a message id and its values, for clients that word it in their reader's language (summary is the English sentence).",
})
export class AuditMessage {
  @Field(() => String, { description: 'The message, e.g. user.role_change, product.price_change. New ids may be added: word an unknown one with summary.' })
  id!: string;

  @Field(() => [AuditMessageParam], { description: 'The values the message names: amounts in cents, rates in percent, roles and statuses as enum values.' })
  params!: AuditMessageParam[];
}

@ObjectType({ description: 'A privileged change: who made it, when, to what, and the values before and after. Entries are never changed or removed.' })
export class AuditEntry {
  @Field(() => ID, { description: 'Entry id.' })
  id!: string;

  @Field(() => Date, { description: 'When the entry was written, inside the transaction of its change.' })
  createdAt!: Date;

  @Field(() => ID, { nullable: true, description: 'The account that made the change; null for the system (payment provider).' })
  actorId!: string | null;

  @Field(() => String, { nullable: true, description: "The actor's email at the time of the change; null for the system." })
  actorEmail!: string | null;

  @Field(() => String, { nullable: true, description: "The actor's role at the time of the change; null for the system." })
  actorRole!: string | null;

  @Field(() => AuditAction, { description: 'What kind of change.' })
  action!: AuditAction;

  @Field(() => AuditTargetType, { description: 'What kind of record changed.' })
  targetType!: AuditTargetType;

  @Field(() => ID, { nullable: true, description: 'The record that changed.' })
  targetId!: string | null;

  @Field(() => String, { description: 'The change in one sentence, for people (in English).' })
  summary!: string;

  @Field(() => AuditMessage, { nullable: true, description: 'The summary as a message id and values, to word it in another language; null for entries written before it was kept.' })
  summaryMessage!: AuditMessage | null;

  @Field(() => [AuditChange], { description: 'The fields that changed, with their values before and after (never a password).' })
  changes!: AuditChange[];
}

@ObjectType({ description: 'A page of audit entries, newest first.' })
export class AuditEntryConnection {
  @Field(() => [AuditEntry], { description: 'The entries of this page.' })
  nodes!: AuditEntry[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}
