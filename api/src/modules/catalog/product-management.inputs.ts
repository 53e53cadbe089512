import { ArrayMaxSize, IsInt, IsNotEmpty, IsOptional, IsUUID, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { formatCad, MAX_PRICE_CENTS, MIN_PRICE_CENTS } from '../../common/money';
import { HasNoHiddenCharacters } from '../../common/validation';

export const REQUIRED_FIELDS = 'Please fill out all required fields.';
export const PRICE_TOO_LOW = `Price must be at least ${formatCad(MIN_PRICE_CENTS)}, the smallest amount a card can be charged.`;
export const PRICE_TOO_HIGH = `Price must be at most ${formatCad(MAX_PRICE_CENTS)}, so that one unit with tax fits in one card payment.`;

/** One rule and one message per case for a price in cents (several class-validator decorators would each add a message). */
function IsPriceCents(): PropertyDecorator {
  return ValidateBy({
    name: 'isPriceCents',
    validator: {
      validate: (value) => Number.isInteger(value) && value >= MIN_PRICE_CENTS && value <= MAX_PRICE_CENTS,
      defaultMessage: (args) => {
        const value = args?.value;
        if (!Number.isInteger(value)) return 'Price must be in whole cents.';
        if (value < 0) return 'Price cannot be negative.';
        return value < MIN_PRICE_CENTS ? PRICE_TOO_LOW : PRICE_TOO_HIGH;
      },
    },
  });
}

@InputType({ description: "A product of the caller's shop. Name, category, price and stock are required." })
export class ProductInput {
  @Field(() => String, { description: 'Product name.' })
  @IsNotEmpty({ message: REQUIRED_FIELDS })
  @MaxLength(120, { message: 'Name must be at most 120 characters.' })
  @HasNoHiddenCharacters()
  name!: string;

  @Field(() => String, { description: 'Category, e.g. Bakery.' })
  @IsNotEmpty({ message: REQUIRED_FIELDS })
  @MaxLength(60, { message: 'Category must be at most 60 characters.' })
  @HasNoHiddenCharacters()
  category!: string;

  @Field(() => Int, { description: 'Price in cents (CAD), 50 ($0.50, the smallest card charge) to 85,000,000 ($850,000: one unit with the highest sales tax fits in one charge).' })
  @IsPriceCents()
  priceCents!: number;

  @Field(() => Int, { description: 'Units in stock, 0 to 1,000,000.' })
  @IsInt({ message: 'Stock must be a whole number.' })
  @Min(0, { message: 'Stock cannot be negative.' })
  @Max(1_000_000, { message: 'Stock must be at most 1,000,000.' })
  stock!: number;

  @Field(() => String, { nullable: true, description: 'Description; optional.' })
  @IsOptional()
  @MaxLength(2000, { message: 'Description must be at most 2000 characters.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Name in French, at most 120 characters; omitted keeps it, null or empty clears it (the storefront then shows `name` in French too).' })
  @IsOptional()
  @MaxLength(120, { message: 'French name must be at most 120 characters.' })
  @HasNoHiddenCharacters()
  nameFr?: string | null;

  @Field(() => String, { nullable: true, description: 'Description in French, at most 2000 characters; omitted keeps it, null or empty clears it.' })
  @IsOptional()
  @MaxLength(2000, { message: 'French description must be at most 2000 characters.' })
  descriptionFr?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Photos uploaded by this shop (POST /media/uploads), first = card image; omit to keep the current ones.' })
  @IsOptional()
  @ArrayMaxSize(6, { message: 'At most 6 photos per product.' })
  @IsUUID('all', { each: true, message: 'Unknown photo.' })
  imageIds?: string[] | null;
}
