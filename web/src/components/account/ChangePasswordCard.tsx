import { useLingui } from '@lingui/react/macro';
import { Button, Card, Heading, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../ui/FormAlert';
import { PasswordStrength } from '../ui/PasswordStrength';
import { TextField } from '../ui/TextField';
import { useChangePassword } from './account.hooks';

type Feedback = { status: 'error' | 'success'; message: string } | null;

/**
 * The change-password form in its card, on every role's settings page (the vendor's shows it
 * under the shop's own settings).
 */
export function ChangePasswordCard() {
  const { t } = useLingui();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { changePassword, changing } = useChangePassword();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    if (newPassword !== confirmPassword) {
      setFeedback({ status: 'error', message: t`Passwords do not match.` });
      return;
    }
    const outcome = await changePassword({ currentPassword, newPassword });
    if (!outcome.ok) {
      setFeedback({ status: 'error', message: outcome.message });
      return;
    }
    setCurrentPassword('');
    setNewPassword('');
    setConfirmPassword('');
    setFeedback({ status: 'success', message: t`Your password has been updated.` });
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {t`Change password`}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack asChild gap="4">
          <form onSubmit={handleSubmit}>
            {feedback && <FormAlert status={feedback.status}>{feedback.message}</FormAlert>}
            <TextField
              label={t`Current password`}
              required
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
            <TextField
              label={t`New password`}
              required
              type="password"
              name="newPassword"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
            <PasswordStrength password={newPassword} />
            <TextField
              label={t`Confirm new password`}
              required
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={changing}
              loadingText={t`Updating...`}
            >
              {t`Update password`}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
