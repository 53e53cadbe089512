import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import { TextField } from '../../components/ui/TextField';
import { PasswordStrength } from '../../components/ui/PasswordStrength';
import { useResetPassword } from './account-recovery.hooks';
import { NarrowCard } from '../../components/ui/NarrowCard';
import { useRedirectToLogin } from './redirect-to-login.hook';
import type { PageMetaProps } from '../../components/meta/PageMeta';

/** Same rule as signup (spec section 9). */
const MIN_PASSWORD_LENGTH = 8;

type Failure = { title: string; reason: string | null };

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Reset Password`,
  description: msg`Choose a new password for your Mainstreet account.`,
};

/** /reset-password/:token — a new password from a reset (or set-your-password) link; login follows after 3 s. */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { reset, resetting } = useResetPassword();

  useRedirectToLogin(done !== null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (password !== confirmPassword) {
      // Checked here so no request is sent (spec section 5).
      setFailure({ title: t`Passwords do not match`, reason: null });
      return;
    }
    const outcome = await reset(token, password);
    if (!outcome.ok) {
      setFailure({ title: t`Failed to reset password. Try again.`, reason: outcome.message || null });
      return;
    }
    setPassword('');
    setConfirmPassword('');
    setDone(outcome.value);
  }

  return (
    <NarrowCard
      title={t`Reset your password`}
      intro={t`Choose a new password for your Mainstreet account.`}
      footer={
        <Text color="fg.muted">
          <Trans>
            Link expired?{' '}
            <AppLink to="/forgot-password" color="brand.fg" fontWeight="semibold">
              Request a new link
            </AppLink>
          </Trans>
        </Text>
      }
    >
      {done ? (
        <Stack gap="4">
          <FormAlert status="success" description={t`Redirecting you to the login page…`}>
            {done}
          </FormAlert>
          <AppLink to="/login" color="brand.fg" fontWeight="semibold">
            {t`Go to login now`}
          </AppLink>
        </Stack>
      ) : (
        <Stack asChild gap="5">
          <form onSubmit={handleSubmit}>
            {failure && (
              <FormAlert status="error" description={failure.reason}>
                {failure.title}
              </FormAlert>
            )}
            <TextField
              label={t`New Password`}
              required
              helperText={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
              type="password"
              name="password"
              autoComplete="new-password"
              minLength={MIN_PASSWORD_LENGTH}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <PasswordStrength password={password} />
            <TextField
              label={t`Confirm Password`}
              required
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              minLength={MIN_PASSWORD_LENGTH}
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
            <Button type="submit" colorPalette="brand" loading={resetting} loadingText={t`Resetting...`}>
              {t`Reset Password`}
            </Button>
          </form>
        </Stack>
      )}
    </NarrowCard>
  );
}
