import { chakra, Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/ui/FormAlert';
import { TextField } from '../../components/ui/TextField';
import type { AdminUserFieldsFragment, Role } from '../../gql/graphql';
import { ROLE_TEXT } from '../../lib/role-text';
import { useSaveUser } from './admin.hooks';
import { useLingui } from '@lingui/react/macro';

export const ROLES: Role[] = ['Customer', 'Vendor', 'Admin']; // i18n-ignore: the API's values

export interface UserDialogProps {
  open: boolean;
  /** The account to edit, or null to add one. */
  user: AdminUserFieldsFragment | null;
  /** The signed-in admin: their own role cannot be changed. */
  currentUserId: string | null;
  onClose: () => void;
  onSaved: (user: AdminUserFieldsFragment, created: boolean) => void;
}

/** Add or edit an account: username, email and role. A new account is emailed a link to set its password. */
export function UserDialog({ open, user, currentUserId, onClose, onSaved }: UserDialogProps) {
  const { t, i18n } = useLingui();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(ROLES[0]);
  const [error, setError] = useState<string | null>(null);
  const { save, saving } = useSaveUser();
  const isSelf = user !== null && user.id === currentUserId;

  useEffect(() => {
    if (!open) return;
    setUsername(user?.username ?? '');
    setEmail(user?.email ?? '');
    setRole(user?.role ?? ROLES[0]);
    setError(null);
  }, [open, user]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!username.trim() || !email.trim()) {
      setError(t`Username and email are required.`);
      return;
    }
    const input = { username: username.trim(), email: email.trim(), role };
    const outcome = await save(user?.id ?? null, input);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    if (outcome.value) onSaved(outcome.value, !user);
    onClose();
  }

  const title = user ? t`Edit User` : t`Add User`;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form noValidate onSubmit={(event) => void submit(event)} display="contents">
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  {error && <FormAlert status="error">{error}</FormAlert>}
                  <TextField
                    label={t`Username`}
                    required
                    name="username"
                    autoComplete="off"
                    value={username}
                    onChange={(e) => setUsername(e.target.value)}
                    disabled={saving}
                  />
                  <TextField
                    label={t`Email`}
                    required
                    type="email"
                    name="email"
                    autoComplete="off"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    disabled={saving}
                  />
                  <Field.Root disabled={saving || isSelf}>
                    <Field.Label>{t`Role`}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
                        {ROLES.map((option) => (
                          <option key={option} value={option}>
                            {i18n._(ROLE_TEXT[option])}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {isSelf && <Field.HelperText>{t`You cannot change your own role.`}</Field.HelperText>}
                  </Field.Root>
                  {!user && (
                    <Text color="fg.muted" fontSize="sm">
                      {t`The new user gets an email with a link to set their own password.`}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={saving}>
                    {t`Cancel`}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving...`}>
                  {t`Save User`}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
