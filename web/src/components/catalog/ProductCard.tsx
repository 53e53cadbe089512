import type { ReactNode } from 'react';
import { Badge, Card, chakra, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_PRODUCT_IMAGE, ImageWithFallback } from './ImageWithFallback';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../lib/format';
import { useShopText } from '../../lib/i18n/shop-text';

/** The fields a product card can show; each page's query selects the ones it displays. */
export interface ProductCardProduct {
  id: string;
  name: string;
  price: number;
  image?: string | null;
  description?: string | null;
  /** The shop's French texts, shown to readers in French (useShopText). */
  nameFr?: string | null;
  descriptionFr?: string | null;
  stock?: number;
  vendor?: { id: string; businessName: string; businessNameFr?: string | null };
}

export interface ProductCardProps {
  product: ProductCardProduct;
  /** When given, the image becomes a button (e.g. to open a larger view); otherwise it links to the product. */
  onImageClick?: (product: ProductCardProduct) => void;
  showDescription?: boolean;
  showVendor?: boolean;
  showStock?: boolean;
  /** Smaller image and text, for product previews inside a vendor card. */
  compact?: boolean;
  /** Actions below the card's details (e.g. Add to Cart, Move to Cart). */
  footer?: ReactNode;
  /** Above the fold: load the image at once and first (it is usually the page's largest paint). */
  priority?: boolean;
}

export function ProductCard({
  product,
  onImageClick,
  showDescription = false,
  showVendor = false,
  showStock = false,
  compact = false,
  footer,
  priority = false,
}: ProductCardProps) {
  const { t } = useLingui();
  const format = useFormat();
  const shopText = useShopText();
  const name = shopText(product.name, product.nameFr);
  const productPath = `/product/${product.id}`;
  const image = (
    <ImageWithFallback
      src={product.image}
      fallbackSrc={DEFAULT_PRODUCT_IMAGE}
      alt={name}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      w="full"
      aspectRatio={4 / 3}
      fit="cover"
      bg="bg.muted"
    />
  );

  return (
    <Card.Root overflow="hidden" size={compact ? 'sm' : 'md'} h="full" variant="outline">
      {onImageClick ? (
        <chakra.button
          type="button"
          aria-label={t`View larger image of ${name}`}
          onClick={() => onImageClick(product)}
          cursor="zoom-in"
          display="block"
          w="full"
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
        >
          {image}
        </chakra.button>
      ) : (
        // The name link below is the accessible route to the product; this copy is for pointer users.
        <RouterLink to={productPath} tabIndex={-1} aria-hidden="true">
          {image}
        </RouterLink>
      )}
      <Card.Body gap={compact ? 1 : 2}>
        <Card.Title fontSize={compact ? 'sm' : 'md'} lineClamp={2}>
          <Link asChild color="fg" fontWeight="semibold">
            <RouterLink to={productPath}>{name}</RouterLink>
          </Link>
        </Card.Title>
        {showDescription && (
          <Card.Description lineClamp={3}>
            {shopText(product.description ?? '', product.descriptionFr) || t`No description provided.`}
          </Card.Description>
        )}
        <Stack direction="row" align="center" justify="space-between" wrap="wrap" gap={2}>
          <Text fontWeight="bold" fontSize={compact ? 'sm' : 'md'} color="brand.700" _dark={{ color: 'brand.300' }}>
            {format.money(product.price)}
          </Text>
          {showStock && product.stock !== undefined && (
            <Badge colorPalette={product.stock > 0 ? 'green' : 'red'} variant="subtle">
              {product.stock > 0 ? t`In stock: ${product.stock}` : t`Out of stock`}
            </Badge>
          )}
        </Stack>
        {showVendor && product.vendor && (
          <Text fontSize="sm" color="fg.muted">
            {t`Sold by`}{' '}
            <Link asChild color="brand.700" _dark={{ color: 'brand.300' }}>
              <RouterLink to={`/vendor/${product.vendor.id}`}>{shopText(product.vendor.businessName, product.vendor.businessNameFr)}</RouterLink>
            </Link>
          </Text>
        )}
      </Card.Body>
      {footer && <Card.Footer pt={0}>{footer}</Card.Footer>}
    </Card.Root>
  );
}
