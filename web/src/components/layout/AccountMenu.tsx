import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { LuChevronDown, LuLogOut, LuMail, LuReceipt, LuSettings, LuUser } from '../ui/storefront-icons';
import { Link as RouterLink } from 'react-router';
import type { Session } from '../../lib/session.store';
import { useLingui } from '@lingui/react/macro';
import { accountMenuLabel } from './account-menu.util';

export function AccountMenu({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const { displayName, role } = accountMenuLabel(session);
  const { t } = useLingui();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t`Account menu for ${displayName}`}>
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
                  <LuUser aria-hidden /> {t`Profile`}
                </RouterLink>
              </Menu.Item>
              <Menu.Item value="settings" asChild>
                <RouterLink to="/settings">
                  <LuSettings aria-hidden /> {t`Settings`}
                </RouterLink>
              </Menu.Item>
              {/* Kept out of the admin's main links, which fill a 1024 px bar already. */}
              {role === 'Admin' && (
                <Menu.Item value="messages" asChild>
                  <RouterLink to="/admin/messages">
                    <LuMail aria-hidden /> {t`Messages`}
                  </RouterLink>
                </Menu.Item>
              )}
              {role === 'Admin' && (
                <Menu.Item value="taxes" asChild>
                  <RouterLink to="/admin/taxes">
                    <LuReceipt aria-hidden /> {t`Sales tax`}
                  </RouterLink>
                </Menu.Item>
              )}
              <Menu.Separator />
              <Menu.Item value="sign-out" onSelect={onSignOut}>
                <LuLogOut aria-hidden /> {t`Sign Out`}
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

