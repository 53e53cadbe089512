import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  Icon,
  IconButton,
  Input,
  Link as ChakraLink,
  Menu,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { LuArrowUp, LuChevronDown, LuLogOut, LuMenu, LuSearch, LuSettings, LuStore, LuUser } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { GetCartQuery } from '../../features/cart/cart.operations';
import { CommerceToaster } from '../../features/cart/CommerceToaster';
import { PendingCommerceAction } from '../../features/cart/PendingCommerceAction';
import { knownRole, roleMatches, useSession, type Session } from '../../lib/session.store';
import { AppLink } from '../ui/AppLink';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { navLinksFor, type NavLinkItem } from './nav-links.config';

/** Spec section 9: navbar scroll threshold. */
const SCROLL_THRESHOLD_PX = 50;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

/** "Cart, 3 items": the link's accessible name carries the count the badge shows. */
function countLabel(label: string, count: number): string {
  return `${label}, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The signed-in customer's cart item count, or undefined (guest, other role, not loaded).
 * Cart mutations write the returned cart over this query's result, so it stays current.
 */
function useCartCount(isCustomer: boolean): number | undefined {
  const { data } = useQuery(GetCartQuery, { skip: !isCustomer });
  return isCustomer ? data?.cart.itemCount : undefined;
}

function NavItem({ item, onNavigate, cartCount }: { item: NavLinkItem; onNavigate?: () => void; cartCount?: number }) {
  const { pathname } = useLocation();
  const current = pathname === item.to || pathname === item.canonical;
  const count = item.showsCartCount ? cartCount : undefined;
  return (
    <ChakraLink
      asChild
      px="3"
      py="2"
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

function NavList({
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

/** Customer search: goes to /products?q=<text>. */
function ProductSearch({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    void navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
    onSearch?.();
  }

  return (
    <form role="search" onSubmit={handleSubmit}>
      <HStack gap="1">
        <VisuallyHidden asChild>
          <label htmlFor={inputId}>Search products</label>
        </VisuallyHidden>
        <Input
          id={inputId}
          type="search"
          size="sm"
          placeholder="Search products"
          value={text}
          onChange={(e) => setText(e.target.value)}
          w={{ base: 'full', lg: '48' }}
        />
        <IconButton type="submit" size="sm" variant="outline" aria-label="Search">
          <LuSearch />
        </IconButton>
      </HStack>
    </form>
  );
}

function AccountMenu({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const role = knownRole(session.role) ?? session.role;
  const displayName = session.name?.trim() || role;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Account menu for ${displayName}`}>
          <LuUser aria-hidden />
          <Box as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
            {displayName}
          </Box>
          <LuChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold" color="fg" truncate>
                  {displayName}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {role}
                </Text>
              </Menu.ItemGroupLabel>
              <Menu.Separator />
              <Menu.Item value="profile" asChild>
                <RouterLink to="/profile">
                  <LuUser aria-hidden /> Profile
                </RouterLink>
              </Menu.Item>
              <Menu.Item value="settings" asChild>
                <RouterLink to="/settings">
                  <LuSettings aria-hidden /> Settings
                </RouterLink>
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="sign-out" onSelect={onSignOut}>
                <LuLogOut aria-hidden /> Sign Out
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function MobileMenu({ items, showSearch, cartCount }: { items: NavLinkItem[]; showSearch: boolean; cartCount?: number }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root placement="end" open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label="Open menu" display={{ base: 'inline-flex', lg: 'none' }}>
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                {showSearch && <ProductSearch onSearch={close} />}
                <nav aria-label="Main">
                  <NavList items={items} direction="column" onNavigate={close} cartCount={cartCount} />
                </nav>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export function Navbar() {
  const session = useSession();
  const navigate = useNavigate();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const items = navLinksFor(session);
  const isCustomer = roleMatches(session?.role, 'Customer');
  const cartCount = useCartCount(isCustomer);

  // A signed-out session (another tab, expiry) must not leave the dialog open.
  useEffect(() => {
    if (!session) setConfirmOpen(false);
  }, [session]);

  return (
    <>
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        borderBottomWidth="1px"
        // Slightly translucent once the page has scrolled, so content shows through.
        bg={scrolled ? 'rgba(255, 255, 255, 0.88)' : 'bg'}
        backdropFilter={scrolled ? 'saturate(180%) blur(8px)' : undefined}
        shadow={scrolled ? 'sm' : undefined}
        transition="background-color 0.2s, box-shadow 0.2s"
        data-scrolled={scrolled || undefined}
      >
        <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" gap="4">
          <AppLink to="/" fontWeight="bold" fontSize="xl" color="brand.fg" _hover={{ textDecoration: 'none' }}>
            <Icon as={LuStore} aria-hidden /> Mainstreet
          </AppLink>
          <Box as="nav" aria-label="Main" display={{ base: 'none', lg: 'block' }}>
            <NavList items={items} direction="row" cartCount={cartCount} />
          </Box>
          <Box flex="1" />
          {isCustomer && (
            <Box display={{ base: 'none', lg: 'block' }}>
              <ProductSearch />
            </Box>
          )}
          {session && <AccountMenu session={session} onSignOut={() => setConfirmOpen(true)} />}
          <MobileMenu items={items} showSearch={isCustomer} cartCount={cartCount} />
        </Flex>
      </Box>

      {scrolled && (
        <IconButton
          aria-label="Back to top"
          position="fixed"
          bottom="6"
          right="6"
          zIndex="sticky"
          rounded="full"
          colorPalette="brand"
          shadow="md"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <LuArrowUp />
        </IconButton>
      )}

      {/* Shopping feedback lives with the navbar because the navbar is on every page. */}
      <CommerceToaster />
      <PendingCommerceAction />

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Sign out"
        message="Are you sure you want to logout?"
        confirmLabel="Sign Out"
        onConfirm={() => {
          setConfirmOpen(false);
          void navigate('/logout');
        }}
      />
    </>
  );
}
