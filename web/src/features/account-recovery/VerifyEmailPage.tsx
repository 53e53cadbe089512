import { useApolloClient, useMutation } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import { PageLoader } from '../../components/ui/PageLoader';
import { errorMessage } from '../../lib/error-message.util';
import { VerifyEmailMutation } from './account-recovery.operations';
import { RecoveryCard } from './RecoveryCard';
import { useRedirectToLogin } from './redirect-to-login.hook';

type Outcome = { status: 'verifying' } | { status: 'verified'; message: string } | { status: 'failed'; reason: string | null };

/** /verify-email/:token — a spinner while the link is checked, then success (login in 3 s) or "Verification failed". */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const client = useApolloClient();
  const [verifyEmail] = useMutation(VerifyEmailMutation);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'verifying' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // The link works once: never send the same token twice (React runs effects twice in development).
    if (sentFor.current === token) return;
    sentFor.current = token;
    setOutcome({ status: 'verifying' });
    verifyEmail({ variables: { token } }).then(
      ({ data }) => {
        setOutcome({ status: 'verified', message: data?.verifyEmail.message ?? 'Your email address has been verified.' });
        // A signed-in user's cached account still says "Not Verified": read it again when next shown.
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
        client.cache.gc();
      },
      (error: unknown) => setOutcome({ status: 'failed', reason: errorMessage(error, '') || null }),
    );
  }, [token, verifyEmail, client]);

  useRedirectToLogin(outcome.status === 'verified');

  return (
    <RecoveryCard title="Verify your email">
      {outcome.status === 'verifying' && <PageLoader label="Verifying your email address…" />}
      {outcome.status === 'verified' && (
        <Stack gap="4">
          <FormAlert status="success" description="Redirecting you to the login page…">
            {outcome.message}
          </FormAlert>
          <AppLink to="/login" color="brand.fg" fontWeight="semibold">
            Go to login now
          </AppLink>
        </Stack>
      )}
      {outcome.status === 'failed' && (
        <Stack gap="4">
          <FormAlert status="error" description={outcome.reason}>
            Verification failed
          </FormAlert>
          <Text color="fg.muted">
            Verification links work once and expire after 24 hours. Sign in and use “Resend verification email” on your
            dashboard to get a new one.
          </Text>
          <AppLink to="/login" color="brand.fg" fontWeight="semibold">
            Go to login
          </AppLink>
        </Stack>
      )}
    </RecoveryCard>
  );
}
