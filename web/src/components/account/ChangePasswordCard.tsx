import { useMutation } from '@apollo/client/react';
import { Button, Card, Heading, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../ui/FormAlert';
import { PasswordStrength } from '../ui/PasswordStrength';
import { TextField } from '../ui/TextField';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/error-message.util';
import { sessionStore } from '../../lib/session.store';

const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
      role
      name
    }
  }
`);

type Feedback = { status: 'error' | 'success'; message: string } | null;

/**
 * The change-password form in its card, on every role's settings page (the vendor's shows it
 * under the shop's own settings).
 */
export function ChangePasswordCard() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    if (newPassword !== confirmPassword) {
      setFeedback({ status: 'error', message: 'Passwords do not match.' });
      return;
    }
    try {
      const { data } = await changePassword({
        variables: { input: { currentPassword, newPassword } },
      });
      const payload = data?.changePassword;
      if (payload?.token) {
        // The server revokes every earlier token; keep this tab signed in with the new one.
        const previous = sessionStore.getSnapshot();
        sessionStore.login({ ...payload, name: payload.name ?? previous?.name });
      }
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setFeedback({ status: 'success', message: 'Your password has been updated.' });
    } catch (err) {
      setFeedback({ status: 'error', message: errorMessage(err, 'Failed to update password.') });
    }
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Change password
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack asChild gap="4">
          <form onSubmit={handleSubmit}>
            {feedback && <FormAlert status={feedback.status}>{feedback.message}</FormAlert>}
            <TextField
              label="Current password"
              required
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
            <TextField
              label="New password"
              required
              type="password"
              name="newPassword"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
            <PasswordStrength password={newPassword} />
            <TextField
              label="Confirm new password"
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
              loading={loading}
              loadingText="Updating..."
            >
              Update password
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
