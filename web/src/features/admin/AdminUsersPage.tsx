import { Badge, Box, Button, Container, Field, Flex, Heading, HStack, Input, InputGroup, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FormAlert } from '../../components/ui/FormAlert';
import type { AdminUserFieldsFragment, Role } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/debounced-value.hook';
import { ROLE_TEXT } from '../../lib/role-text';
import { useAdminUsers } from './admin.hooks';
import { useConfirmedDelete } from './confirmed-delete.hook';
import { UserDialog } from './UserDialog';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const SEARCH_DELAY_MS = 300;

const ROLE_COLORS: Record<Role, string> = { Admin: 'purple', Vendor: 'blue', Customer: 'gray' };

type User = AdminUserFieldsFragment;
type DialogState = { open: false } | { open: true; user: User | null };

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Users — Admin`,
  description: msg`Find, add, edit and remove user accounts.`,
};

/** /admin/users: every account, searchable by username or email, with add, edit and delete. */
export default function AdminUsersPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { users, loading, more, currentUserId, deleteUser } = useAdminUsers(q);

  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const deletion = useConfirmedDelete<User>({
    remove: deleteUser,
    nameOf: (user) => user.username,
    failure: t`Failed to delete user.`,
  });
  const { notice, setNotice } = deletion;

  let body: React.ReactNode;
  if (!users && loading) {
    body = <LoadingMessage>{t`Loading users...`}</LoadingMessage>;
  } else if (!users) {
    body = <ErrorBanner>{t`Failed to fetch users.`}</ErrorBanner>;
  } else if (users.length === 0) {
    body = <EmptyMessage>{t`No users found`}</EmptyMessage>;
  } else {
    body = (
      <Stack gap={4}>
        <TableScrollArea label={t`Users`} borderWidth="1px" rounded="md">
          <Table.Root size="sm" interactive>
            <Table.Caption srOnly>{t`Users`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Username`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Email`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Role`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Text srOnly>{t`Actions`}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {users.map((user, index) => {
                const isSelf = user.id === currentUserId;
                return (
                  <Table.Row key={user.id}>
                    <Table.Cell>{index + 1}</Table.Cell>
                    <Table.Cell fontWeight="medium">
                      {user.username}
                      {isSelf && (
                        <Text as="span" color="fg.muted" fontWeight="normal">
                          {' '}
                          {t`(you)`}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{user.email}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={ROLE_COLORS[user.role]}>{i18n._(ROLE_TEXT[user.role])}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack gap={1} justify="flex-end">
                        <Button size="xs" variant="ghost" onClick={() => setDialog({ open: true, user })} aria-label={t`Edit ${user.username}`}>
                          <LuPencil aria-hidden="true" />
                          {t`Edit`}
                        </Button>
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          disabled={isSelf}
                          title={isSelf ? t`You cannot delete your own account.` : undefined}
                          onClick={() => {
                            deletion.ask(user);
                          }}
                          aria-label={t`Delete ${user.username}`}
                        >
                          <LuTrash2 aria-hidden="true" />
                          {t`Delete`}
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
        <LoadMoreFooter itemsLabel={t`users`} state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap={4} mb={6} direction={{ base: 'column', md: 'row' }}>
        <Heading as="h1" size="2xl">
          {t`Users`}
        </Heading>
        <Button colorPalette="brand" onClick={() => setDialog({ open: true, user: null })}>
          <LuPlus aria-hidden="true" />
          {t`Add User`}
        </Button>
      </Flex>

      <Box role="search" mb={6} maxW="md">
        <Field.Root>
          <Field.Label>{t`Search by username or email`}</Field.Label>
          <InputGroup startElement={<LuSearch aria-hidden="true" />}>
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </InputGroup>
        </Field.Root>
      </Box>

      {notice && (
        <Box mb={4}>
          <FormAlert status={notice.status}>{notice.text}</FormAlert>
        </Box>
      )}
      {body}

      <UserDialog
        open={dialog.open}
        user={dialog.open ? dialog.user : null}
        currentUserId={currentUserId}
        onClose={() => setDialog({ open: false })}
        onSaved={(saved, created) =>
          setNotice({
            status: 'success',
            text: created ? t`Added ${saved.username}. They will get an email to set their password.` : t`Saved ${saved.username}.`,
          })
        }
      />
      <ConfirmDialog
        open={deletion.open}
        onOpenChange={(open) => {
          if (!open) deletion.close();
        }}
        title={t`Delete user`}
        message={
          deletion.target
            ? deletion.target.role === 'Vendor'
              ? t`Delete ${deletion.target.username} (${deletion.target.email})? They can no longer sign in and their shop closes; their past orders stay readable.`
              : t`Delete ${deletion.target.username} (${deletion.target.email})? They can no longer sign in; their past orders stay readable.`
            : ''
        }
        confirmLabel={t`Delete`}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
      />
    </Container>
  );
}
