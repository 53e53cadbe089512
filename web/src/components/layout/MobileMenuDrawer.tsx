import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from './LanguageSwitch';
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
  const { t } = useLingui();
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
              <Drawer.Title>{t`Menu`}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                {showSearch && <ProductSearch onSearch={close} />}
                <nav aria-label={t`Main`}>
                  <NavList items={items} direction="column" onNavigate={close} cartCount={cartCount} />
                </nav>
                <LanguageSwitch alignSelf="flex-start" onSwitch={close} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

