import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import { PageLoader } from '../../components/ui/PageLoader';
import { useVerifyEmail } from './account-recovery.hooks';
import { NarrowCard } from '../../components/ui/NarrowCard';
import { useRedirectToLogin } from './redirect-to-login.hook';
import type { PageMetaProps } from '../../components/meta/PageMeta';

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Verify Email`,
  description: msg`Confirm the email address of your Mainstreet account.`,
};

/** /verify-email/:token — a spinner while the link is checked, then success (login in 3 s) or "Verification failed". */
export default function VerifyEmailPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const verification = useVerifyEmail(token);

  useRedirectToLogin(verification.status === 'verified');

  return (
    <NarrowCard title={t`Verify your email`}>
      {verification.status === 'verifying' && <PageLoader label={t`Verifying your email address…`} />}
      {verification.status === 'verified' && (
        <Stack gap="4">
          <FormAlert status="success" description={t`Redirecting you to the login page…`}>
            {verification.message}
          </FormAlert>
          <AppLink to="/login" color="brand.fg" fontWeight="semibold">
            {t`Go to login now`}
          </AppLink>
        </Stack>
      )}
      {verification.status === 'failed' && (
        <Stack gap="4">
          <FormAlert status="error" description={verification.reason}>
            {t`Verification failed`}
          </FormAlert>
          <Text color="fg.muted">
            {t`Verification links work once and expire after 24 hours. Sign in and use “Resend verification email” on your dashboard to get a new one.`}
          </Text>
          <AppLink to="/login" color="brand.fg" fontWeight="semibold">
            {t`Go to login`}
          </AppLink>
        </Stack>
      )}
    </NarrowCard>
  );
}
