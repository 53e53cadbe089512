import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PROVINCE_NAMES, PROVINCES, ratePercent, taxLabel, type ProvinceCode, type TaxAmount } from './tax-rules';

/** The provinces and territories as a GraphQL enum whose values are the two-letter codes. */
export const Province = Object.fromEntries(PROVINCES.map((code) => [code, code])) as { [K in ProvinceCode]: K };

registerEnumType(Province, {
  name: 'Province',
  description: 'A Canadian province or territory, by its two-letter code. The place of supply of an order is the province it ships to.',
  valuesConfig: Object.fromEntries(PROVINCES.map((code) => [code, { description: PROVINCE_NAMES[code] }])),
});

/** Who collects a tax and remits it to the government. */
export enum TaxCollector {
  /** The shop is registered (GST/HST, or QST for the QST) and remits the tax itself. */
  Shop = 'shop',
  /** The shop is not registered: Mainstreet, as the platform operator, collects and remits it. */
  Mainstreet = 'platform',
}

registerEnumType(TaxCollector, {
  name: 'TaxCollector',
  description: 'Who collects a tax and remits it to the government.',
  valuesConfig: {
    Shop: { description: 'The shop, registered for this tax, collects and remits it.' },
    Mainstreet: { description: 'Mainstreet collects and remits it, as the platform operator of a shop that is not registered.' },
  },
});

export const ROUNDING_RULE =
  'Each tax is computed once on the whole checkout subtotal (subtotal × rate, rounded half-up to the cent) and shared between the checkout\'s orders in proportion to their subtotals: each share rounded down, the cents left over going to the largest remainders (the first shop by id wins a tie). Every tax\'s shares add up to it, and the orders add up to the charge.';

@ObjectType({ description: `One sales tax of a cart or an order. ${ROUNDING_RULE}`, simpleResolvers: true })
export class TaxLine {
  @Field(() => String, { description: 'The tax: GST, HST, QST, PST (BC, SK) or RST (MB).' })
  name!: string;

  @Field(() => String, { description: 'How the line is shown: the name and the rate, e.g. "GST 5%", "QST 9.975%".' })
  label!: string;

  @Field(() => Province, { description: 'The province or territory of supply (where the goods are delivered) whose rate applies.' })
  jurisdiction!: ProvinceCode;

  @Field(() => Float, { description: 'The rate in percent, e.g. 9.975.' })
  rate!: number;

  @Field(() => Int, { description: 'The amount the tax is computed on, in cents: the order subtotal (the cart subtotal in an estimate).' })
  taxableBaseCents!: number;

  @Field(() => Int, { description: 'The tax, in cents (an order\'s share of the checkout\'s tax; see the rounding rule above).' })
  amountCents!: number;

  @Field(() => Float, { description: 'The tax, in dollars.' })
  amount!: number;

  @Field(() => TaxCollector, { nullable: true, description: 'Who collects this tax: the shop or Mainstreet. Null in a cart estimate, which has no shop yet.' })
  collectedBy!: TaxCollector | null;
}

export function taxLine(tax: TaxAmount, collectedBy: TaxCollector | null = null): TaxLine {
  return {
    name: tax.tax,
    label: taxLabel(tax.tax, tax.ratePpm),
    jurisdiction: tax.jurisdiction,
    rate: ratePercent(tax.ratePpm),
    taxableBaseCents: tax.taxableBaseCents,
    amountCents: tax.amountCents,
    amount: tax.amountCents / 100,
    collectedBy,
  };
}
