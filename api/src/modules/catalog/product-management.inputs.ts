import { ArrayMaxSize, IsInt, IsNotEmpty, IsOptional, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

export const REQUIRED_FIELDS = 'Please fill out all required fields.';

@InputType({ description: "A product of the caller's shop. Name, category, price and stock are required." })
export class ProductInput {
  @Field(() => String, { description: 'Product name.' })
  @IsNotEmpty({ message: REQUIRED_FIELDS })
  @MaxLength(120, { message: 'Name must be at most 120 characters.' })
  name!: string;

  @Field(() => String, { description: 'Category, e.g. Bakery.' })
  @IsNotEmpty({ message: REQUIRED_FIELDS })
  @MaxLength(60, { message: 'Category must be at most 60 characters.' })
  category!: string;

  @Field(() => Int, { description: 'Price in cents (CAD), 0 to 100,000,000 ($1,000,000).' })
  @IsInt({ message: 'Price must be in whole cents.' })
  @Min(0, { message: 'Price cannot be negative.' })
  @Max(100_000_000, { message: 'Price must be at most $1,000,000.' })
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

  @Field(() => [ID], { nullable: true, description: 'Photos uploaded by this shop (POST /media/uploads), first = card image; omit to keep the current ones.' })
  @IsOptional()
  @ArrayMaxSize(6, { message: 'At most 6 photos per product.' })
  @IsUUID('all', { each: true, message: 'Unknown photo.' })
  imageIds?: string[] | null;
}
