import { Badge, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { withArea } from '../../lib/i18n/areas';
import { Link as RouterLink, useLocation } from 'react-router';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { NavLinkItem } from './nav-links.config';


function NavItem({ item, onNavigate, cartCount }: { item: NavLinkItem; onNavigate?: () => void; cartCount?: number }) {
  const { pathname } = useLocation();
  const { i18n, t } = useLingui();
  const label = i18n._(item.label);
  const current = pathname === item.to || pathname === item.canonical;
  const count = item.showsCartCount ? cartCount : undefined;
  return (
    <ChakraLink
      asChild
      // Tighter between lg and xl: the admin's and the customer's bars (Dashboard and eight links; six
      // links and the search box) fit a 1024 px window beside the account menu.
      px={{ base: '3', lg: '2', xl: '3' }}
      py="2"
      fontSize={{ lg: 'sm', xl: 'md' }}
      whiteSpace="nowrap"
      rounded="md"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
    >
      <RouterLink
        to={item.to}
        aria-current={current ? 'page' : undefined}
        // "Cart, 3 items": the link's accessible name carries the count the badge shows.
        aria-label={count !== undefined ? t`${label}, ${plural(count, { one: '# item', other: '# items' })}` : undefined}
        onClick={onNavigate}
      >
        {label}
        {/* A real space before the badge: the visible text reads "Cart 3", which the label "Cart, 3 items" contains (WCAG 2.5.3). */}
        {count !== undefined && count > 0 && ' '}
        {count !== undefined && count > 0 && (
          <Badge ms="0.5" colorPalette="brand" variant="solid" rounded="full" size="sm" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </Badge>
        )}
      </RouterLink>
    </ChakraLink>
  );
}

export function NavList({
  items,
  direction,
  onNavigate,
  cartCount,
}: {
  items: NavLinkItem[];
  direction: 'row' | 'column';
  onNavigate?: () => void;
  cartCount?: number;
}) {
  return (
    <Stack as="ul" direction={direction} gap="1" flexWrap={direction === 'row' ? 'wrap' : undefined} listStyleType="none" m="0" p="0" align={direction === 'row' ? 'center' : 'stretch'}>
      {items.map((item) => (
        <li key={item.to}>
          <NavItem item={item} onNavigate={onNavigate} cartCount={cartCount} />
        </li>
      ))}
    </Stack>
  );
}

// The customer's search box, with its suggestions: not part of a guest's first load.
const ProductSearchForm = lazy(() => withArea('on-demand', import('./ProductSearchForm')));

export function ProductSearch(props: { onSearch?: () => void }) {
  return (
    <Suspense fallback={null}>
      <ProductSearchForm {...props} />
    </Suspense>
  );
}

