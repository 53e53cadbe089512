import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductInput, VendorProductFieldsFragment } from '../../gql/graphql';

/** The product form as typed: numbers stay strings until submitted. */
export type ProductFormValues = {
  name: string;
  category: string;
  /** Dollars, e.g. "12.50". */
  price: string;
  stock: string;
  description: string;
  /** The French texts (components/forms/FrenchContentFields); empty: none. */
  nameFr: string;
  descriptionFr: string;
};

export const EMPTY_PRODUCT_FORM: ProductFormValues = { name: '', category: '', price: '', stock: '', description: '', nameFr: '', descriptionFr: '' };

export function productFormFrom(product: VendorProductFieldsFragment): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    price: (product.priceCents / 100).toFixed(2),
    stock: String(product.stock),
    description: product.description ?? '',
    nameFr: product.nameFr ?? '',
    descriptionFr: product.descriptionFr ?? '',
  };
}

/** Spec section 5: name, price, stock and category are required; description and image are not. */
export function hasRequiredFields(values: ProductFormValues): boolean {
  return [values.name, values.category, values.price, values.stock].every((value) => value.trim() !== '');
}

export type ProductInputResult = { input: ProductInput; error?: undefined } | { input?: undefined; error: MessageDescriptor };

/**
 * The GraphQL input for a filled form: the price in cents (Math.round of dollars × 100),
 * the stock as a whole number. Call after hasRequiredFields. A number the API could not take
 * gets a message here (to translate with useLingui()'s i18n._), since the API would word it in cents.
 */
export function toProductInput(values: ProductFormValues, imageIds?: string[]): ProductInputResult {
  const price = Number(values.price.trim());
  if (!Number.isFinite(price) || price < 0.5) return { error: msg`Enter a price of $0.50 or more.` };
  if (price > 850_000) return { error: msg`Enter a price of at most $850,000.00.` };
  const stock = Number(values.stock.trim());
  if (!Number.isInteger(stock) || stock < 0) return { error: msg`Enter the stock as a whole number of 0 or more.` };
  const description = values.description.trim();
  return {
    input: {
      name: values.name.trim(),
      category: values.category.trim(),
      priceCents: Math.round(price * 100),
      stock,
      description: description || null,
      nameFr: values.nameFr.trim() || null,
      descriptionFr: values.descriptionFr.trim() || null,
      ...(imageIds ? { imageIds } : {}),
    },
  };
}
