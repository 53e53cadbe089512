import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { ProvinceCode } from '../tax/tax-rules';
import { Province } from '../tax/tax.types';

const CENTS = 'In cents (a whole number; Float because a marketplace total can pass 2^31).';

@ObjectType({
  description:
    'One month (Toronto calendar) and one jurisdiction (province of supply) of a tax report: orders are counted in the month they were placed, refunds subtract their share of the taxable sales and taxes in the month they were made.',
  simpleResolvers: true,
})
export class TaxReportRow {
  @Field(() => String, { description: 'YYYY-MM.' })
  month!: string;

  @Field(() => Province, { description: 'The province or territory of supply.' })
  jurisdiction!: ProvinceCode;

  @Field(() => Int, { description: 'Orders placed in the month (refunds do not change it).' })
  orders!: number;

  @Field(() => Float, { description: `Taxable sales (order subtotals) net of refunds. ${CENTS}` })
  taxableSalesCents!: number;

  @Field(() => Float, { description: `GST collected, net of refunds. ${CENTS}` })
  gstCents!: number;

  @Field(() => Float, { description: `HST collected, net of refunds. ${CENTS}` })
  hstCents!: number;

  @Field(() => Float, { description: `QST collected, net of refunds. ${CENTS}` })
  qstCents!: number;

  @Field(() => Float, { description: `PST (BC, SK) collected, net of refunds. ${CENTS}` })
  pstCents!: number;

  @Field(() => Float, { description: `RST (MB) collected, net of refunds. ${CENTS}` })
  rstCents!: number;

  @Field(() => Float, { description: `Every tax together. ${CENTS}` })
  totalTaxCents!: number;

  @Field(() => Float, { description: `The part of the taxes the shops collect themselves (registered). ${CENTS}` })
  collectedByShopsCents!: number;

  @Field(() => Float, { description: `The part Mainstreet collects and remits (shops not registered). ${CENTS}` })
  collectedByMainstreetCents!: number;
}
