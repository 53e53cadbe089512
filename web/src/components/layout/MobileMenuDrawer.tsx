import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { NavList, ProductSearch } from './NavLinks';
import type { NavLinkItem } from './nav-links.config';

type MobileMenuDrawerProps = {
  items: NavLinkItem[];
  showSearch: boolean;
  cartCount?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The navbar's "Open menu" button: focus returns there when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The navigation below the lg breakpoint, in a drawer. Loaded on first open. */
export function MobileMenuDrawer({ items, showSearch, cartCount, open, onOpenChange, trigger }: MobileMenuDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      placement="end"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={() => trigger.current}
    >
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

