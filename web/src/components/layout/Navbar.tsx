import { Box, Button, Flex, Icon, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LuArrowUp, LuChevronDown, LuMenu, LuStore, LuUser } from '../ui/storefront-icons';
import { useNavigate } from 'react-router';
import { CommerceToasterHost } from '../ui/CommerceToasterHost';
import { roleMatches, useSession } from '../../lib/session.store';
import { AppLink } from '../ui/AppLink';
import { useHydrated } from '../ui/hydration.hook';
import { useOpenedOnce } from '../ui/opened-once.hook';
import { accountMenuLabel } from './account-menu.util';
import { navLinksFor } from './nav-links.config';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from './LanguageSwitch';
import { withArea } from '../../lib/i18n/areas';
import { useSignedInTexts } from './on-demand-texts.hook';
import { NavList, ProductSearch } from './NavLinks';

// Menus and dialogs carry the popover, focus-trap and dismiss machinery; guests on the
// storefront rarely open them, so they load on demand and stay out of the first load.
// Each comes with its texts (the `on-demand` catalog, lib/i18n/areas.ts).
const AccountMenu = lazy(() => withArea('on-demand', import('./AccountMenu')).then((m) => ({ default: m.AccountMenu })));
const MobileMenuDrawer = lazy(() => withArea('on-demand', import('./MobileMenuDrawer')).then((m) => ({ default: m.MobileMenuDrawer })));
const SignOutDialog = lazy(() => withArea('on-demand', import('./SignOutDialog')).then((m) => ({ default: m.SignOutDialog })));

/** Spec section 9: navbar scroll threshold. */
const SCROLL_THRESHOLD_PX = 50;

function useScrolledPast(threshold: number): boolean {
  // Not scrolled in the first render, as on the server: a visitor may scroll a server-rendered page
  // before it is hydrated, and a first render that differs from the server's markup (the back-to-top
  // button) fails the hydration; React then renders the page anew and drops what they typed.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

/** Stands in for the account menu button while its code loads (same size, so nothing shifts). */
function AccountMenuPlaceholder({ label }: { label: string }) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="sm" aria-label={t`Account menu for ${label}`} aria-disabled>
      <LuUser aria-hidden />
      <Box as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {label}
      </Box>
      <LuChevronDown aria-hidden />
    </Button>
  );
}

/**
 * Whose navbar to show is known only in the browser: the session is in localStorage (spec), out of
 * the server's reach. The server renders storefront pages once for every visitor and keeps them per
 * URL (api/src/modules/storefront), so it cannot render a visitor's own navbar without giving up
 * that shared cache and looking the session up on every page. Instead its render, and the browser's
 * hydration of it, show a neutral bar: the brand and the menu button, with the role's links and
 * account menu left out (an empty navigation marked busy). The render right after hydration fills
 * them in. A signed-in visitor never sees the guest's Login and Sign Up; a guest's links come with
 * the app (on a phone they are in the menu, which needs the app anyway). Nothing moves as they
 * appear: the links fill the space before the spacer, the search box and the account menu the
 * space after it, against the right edge.
 *
 * `cartCount` is the signed-in customer's cart item count for the Cart link's badge (undefined:
 * none to show); the app passes it in, so the layout needs no feature of its own.
 */
export function Navbar({ cartCount }: { cartCount?: number } = {}) {
  const sessionKnown = useHydrated();
  const session = useSession();
  const navigate = useNavigate();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileTrigger = useRef<HTMLButtonElement>(null);
  const confirmLoaded = useOpenedOnce(confirmOpen);
  const mobileLoaded = useOpenedOnce(mobileOpen);
  // A signed-in role's links wait for their texts (the `on-demand` catalog), a guest's are in the start-up one.
  const linkTexts = useSignedInTexts(sessionKnown && session !== null);
  const linksShown = sessionKnown && linkTexts;
  const items = linksShown ? navLinksFor(session) : [];
  const isCustomer = roleMatches(session?.role, 'Customer');
  const { t } = useLingui();

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
        {/* At least 64 px high: where a role's links do not fit one row (the admin's nine, in French, at
            1280 px) they wrap to a second one rather than push the account menu out of the window. */}
        <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} minH="16" align="center" gap="4">
          <AppLink to="/" fontWeight="bold" fontSize="xl" color="brand.fg" flexShrink={0} _hover={{ textDecoration: 'none' }}>
            <Icon as={LuStore} aria-hidden /> Mainstreet
          </AppLink>
          <Box as="nav" aria-label={t`Main`} aria-busy={linksShown ? undefined : true} display={{ base: 'none', lg: 'block' }} minW="0">
            {linksShown && <NavList items={items} direction="row" cartCount={cartCount} />}
          </Box>
          <Box flex="1" />
          {isCustomer && (
            <Box display={{ base: 'none', lg: 'block' }}>
              <ProductSearch />
            </Box>
          )}
          {session && (
            <Suspense fallback={<AccountMenuPlaceholder label={accountMenuLabel(session).displayName} />}>
              <AccountMenu session={session} onSignOut={() => setConfirmOpen(true)} />
            </Suspense>
          )}
          {/* Last on the right, where the account menu and search appearing after hydration move nothing.
              From xl only: between lg and xl a customer's or an admin's links fill the bar (the footer
              has the switch on every width, the menu below lg). */}
          <LanguageSwitch display={{ base: 'none', xl: 'inline-flex' }} flexShrink={0} />
          <IconButton
            ref={mobileTrigger}
            variant="ghost"
            aria-label={t`Open menu`}
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={() => setMobileOpen(true)}
          >
            <LuMenu />
          </IconButton>
        </Flex>
      </Box>

      {scrolled && (
        <IconButton
          aria-label={t`Back to top`}
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

      {/* Toasts live with the navbar because the navbar is on every page. */}
      <CommerceToasterHost />

      <Suspense fallback={null}>
        {mobileLoaded && (
          <MobileMenuDrawer
            items={items}
            showSearch={isCustomer}
            cartCount={cartCount}
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            trigger={mobileTrigger}
          />
        )}
        {confirmLoaded && (
          <SignOutDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            onConfirm={() => {
              setConfirmOpen(false);
              void navigate('/logout');
            }}
          />
        )}
      </Suspense>
    </>
  );
}
