import { useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useResendVerificationEmail } from './customer.hooks';

/** For an account that is not verified yet: mails a new verification link (the API allows one a minute). */
export function ResendVerificationButton() {
  const { resend, sending, feedback } = useResendVerificationEmail();
  const { t } = useLingui();

  return (
    <Stack gap="2" align="flex-start" mt="3">
      <Button size="sm" variant="outline" colorPalette="brand" loading={sending} loadingText={t`Sending...`} onClick={() => void resend()}>
        {t`Resend verification email`}
      </Button>
      {/* Always in the DOM, so screen readers announce the text when it appears. */}
      <Text role="status" aria-live="polite" fontSize="sm" color={feedback?.ok === false ? 'fg.error' : 'fg.muted'}>
        {feedback?.text}
      </Text>
    </Stack>
  );
}
