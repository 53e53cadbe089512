import { DEFAULT_PRODUCT_IMAGE, DEFAULT_VENDOR_IMAGE } from '../../components/catalog/ImageWithFallback';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { localizedPath } from '../../lib/i18n/locales';
import { absoluteUrl } from '../../lib/site-origin';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Search results and link previews cut descriptions at about this many characters. */
const DESCRIPTION_MAX = 160;

/** A description of at most DESCRIPTION_MAX characters, on one line, cut at a word with an ellipsis. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

type ProductForMeta = {
  id: string;
  name: string;
  description?: string | null;
  price: number;
  stock: number;
  category: string;
  images: string[];
  image?: string | null;
  vendor: { id: string; businessName: string };
};

/** A product page's head ("Product — Shop — Mainstreet", its link preview) and its schema.org Product with a CAD offer. */
export function productPageMeta(product: ProductForMeta, i18n: I18n): { meta: PageMetaProps; structuredData: Record<string, unknown> } {
  const path = `/product/${product.id.toLowerCase()}`;
  const image = product.images[0] ?? product.image ?? DEFAULT_PRODUCT_IMAGE;
  const description = shortDescription(
    product.description || i18n._(msg`${product.name}, ${product.category.toLowerCase()} from ${product.vendor.businessName}, a local shop on Mainstreet.`),
  );
  return {
    meta: {
      title: `${product.name} — ${product.vendor.businessName}`,
      description,
      canonicalPath: path,
      preview: { type: 'product', image, price: product.price },
    },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      sku: product.id,
      category: product.category,
      image: (product.images.length ? product.images : [image]).map(absoluteUrl),
      brand: { '@type': 'Brand', name: product.vendor.businessName },
      offers: {
        '@type': 'Offer',
        url: absoluteUrl(localizedPath(path, i18n.locale)),
        price: product.price.toFixed(2),
        priceCurrency: 'CAD',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: product.vendor.businessName, url: absoluteUrl(`/vendor/${product.vendor.id}`) },
      },
    },
  };
}

type ShopForMeta = {
  id: string;
  businessName: string;
  description?: string | null;
  address?: string | null;
  city?: string | null;
  phone?: string | null;
  profileImage?: string | null;
};

/** A shop page's head ("Shop — Mainstreet", its link preview) and its schema.org Store. */
export function shopPageMeta(shop: ShopForMeta, i18n: I18n): { meta: PageMetaProps; structuredData: Record<string, unknown> } {
  const path = `/vendor/${shop.id.toLowerCase()}`;
  const image = shop.profileImage ?? DEFAULT_VENDOR_IMAGE;
  const description = shortDescription(shop.description || i18n._(msg`${shop.businessName}, a local shop on Mainstreet: see its products and buy online.`));
  return {
    meta: { title: shop.businessName, description, canonicalPath: path, preview: { type: 'website', image } },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: shop.businessName,
      description,
      url: absoluteUrl(path),
      image: absoluteUrl(image),
      ...(shop.phone ? { telephone: shop.phone } : {}),
      ...(shop.address || shop.city
        ? {
            address: {
              '@type': 'PostalAddress',
              ...(shop.address ? { streetAddress: shop.address } : {}),
              ...(shop.city ? { addressLocality: shop.city } : {}),
              addressCountry: 'CA',
            },
          }
        : {}),
    },
  };
}
