import { Max, Min, Matches } from 'class-validator';
import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { type ProvinceCode, type TaxName } from '../tax/tax-rules';
import { Province } from '../tax/tax.types';

@ObjectType({ description: 'A sales tax rate of a province from a date. Rates are never edited: a new row for a later date replaces one from that date.', simpleResolvers: true })
export class TaxRate {
  @Field(() => ID, { description: 'Row id.' })
  id!: string;

  @Field(() => Province, { description: 'The province or territory.' })
  province!: ProvinceCode;

  @Field(() => String, { description: 'GST, HST, QST, PST or RST.' })
  tax!: TaxName;

  @Field(() => Float, { description: 'Rate in percent, e.g. 9.975; 0 ends the tax.' })
  rate!: number;

  @Field(() => String, { description: 'The first day it applies (YYYY-MM-DD, Toronto calendar).' })
  effectiveFrom!: string;

  @Field(() => Date, { description: 'When it was added.' })
  createdAt!: Date;

  @Field(() => Boolean, { description: 'True for the rate in force today for its province and tax.' })
  inForce!: boolean;
}

@InputType({ description: 'A future sales tax rate. It applies to orders placed from its date on; history is never rewritten.' })
export class TaxRateInput {
  @Field(() => Province, { description: 'The province or territory.' })
  province!: ProvinceCode;

  @Field(() => String, { description: 'GST, HST, QST, PST or RST.' })
  @Matches(/^(GST|HST|QST|PST|RST)$/, { message: 'The tax must be GST, HST, QST, PST or RST.' })
  tax!: string;

  @Field(() => Float, { description: 'Rate in percent, 0 to 100 with at most 4 decimals (0 ends the tax).' })
  @Min(0, { message: 'The rate must be between 0 and 100 percent.' })
  @Max(100, { message: 'The rate must be between 0 and 100 percent.' })
  rate!: number;

  @Field(() => String, { description: 'The first day it applies, YYYY-MM-DD: after today (Toronto).' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'The date must be YYYY-MM-DD.' })
  effectiveFrom!: string;
}
