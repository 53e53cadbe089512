import { useMutation } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.util';
import { ResendVerificationEmailMutation } from './customer.operations';

type Feedback = { ok: boolean; text: string };

/** For an account that is not verified yet: mails a new verification link (the API allows one a minute). */
export function ResendVerificationButton() {
  const [resend, { loading }] = useMutation(ResendVerificationEmailMutation);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  async function handleClick() {
    setFeedback(null);
    try {
      const { data } = await resend();
      setFeedback({ ok: true, text: data?.resendVerificationEmail.message ?? 'Verification email sent.' });
    } catch (error) {
      setFeedback({ ok: false, text: errorMessage(error, 'Failed to send the verification email. Try again.') });
    }
  }

  return (
    <Stack gap="2" align="flex-start" mt="3">
      <Button size="sm" variant="outline" colorPalette="brand" loading={loading} loadingText="Sending..." onClick={handleClick}>
        Resend verification email
      </Button>
      {/* Always in the DOM, so screen readers announce the text when it appears. */}
      <Text role="status" aria-live="polite" fontSize="sm" color={feedback?.ok === false ? 'fg.error' : 'fg.muted'}>
        {feedback?.text}
      </Text>
    </Stack>
  );
}
