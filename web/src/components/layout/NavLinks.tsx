import { Badge, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { NavLinkItem } from './nav-links.config';

/** "Cart, 3 items": the link's accessible name carries the count the badge shows. */
function countLabel(label: string, count: number): string {
  return `${label}, ${count} ${count === 1 ? 'item' : 'items'}`;
}

function NavItem({ item, onNavigate, cartCount }: { item: NavLinkItem; onNavigate?: () => void; cartCount?: number }) {
  const { pathname } = useLocation();
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
      rounded="md"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
    >
      <RouterLink
        to={item.to}
        aria-current={current ? 'page' : undefined}
        aria-label={count !== undefined ? countLabel(item.label, count) : undefined}
        onClick={onNavigate}
      >
        {item.label}
        {count !== undefined && count > 0 && (
          <Badge ms="1.5" colorPalette="brand" variant="solid" rounded="full" size="sm" aria-hidden="true">
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
    <Stack as="ul" direction={direction} gap="1" listStyleType="none" m="0" p="0" align={direction === 'row' ? 'center' : 'stretch'}>
      {items.map((item) => (
        <li key={item.to}>
          <NavItem item={item} onNavigate={onNavigate} cartCount={cartCount} />
        </li>
      ))}
    </Stack>
  );
}

// The customer's search box, with its suggestions: not part of a guest's first load.
const ProductSearchForm = lazy(() => import('./ProductSearchForm'));

export function ProductSearch(props: { onSearch?: () => void }) {
  return (
    <Suspense fallback={null}>
      <ProductSearchForm {...props} />
    </Suspense>
  );
}

