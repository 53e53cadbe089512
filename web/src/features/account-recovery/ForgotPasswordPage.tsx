import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import { TextField } from '../../components/ui/TextField';
import { useRequestPasswordReset } from './account-recovery.hooks';
import { NarrowCard } from '../../components/ui/NarrowCard';
import type { PageMetaProps } from '../../components/meta/PageMeta';

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Forgot Password`,
  description: msg`Get a link to reset the password of your Mainstreet account.`,
};

/** /forgot-password — asks for a reset link; the answer never tells whether the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { request, sending } = useRequestPasswordReset();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSent(null);
    const outcome = await request(email.trim());
    if (outcome.ok) setSent(outcome.value);
    else setError(outcome.message);
  }

  return (
    <NarrowCard
      title={t`Forgot your password?`}
      intro={t`Enter the email address of your account and we will send you a link to choose a new password.`}
      footer={
        <Text color="fg.muted">
          <Trans>
            Remembered it?{' '}
            <AppLink to="/login" color="brand.fg" fontWeight="semibold">
              Back to sign in
            </AppLink>
          </Trans>
        </Text>
      }
    >
      <Stack asChild gap="5">
        <form onSubmit={handleSubmit}>
          {error && <FormAlert status="error">{error}</FormAlert>}
          {sent && (
            <FormAlert status="success" description={t`The link works once and expires in 1 hour.`}>
              {sent}
            </FormAlert>
          )}
          <TextField
            label={t`Email Address`}
            required
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" colorPalette="brand" loading={sending} loadingText={t`Sending...`}>
            {t`Send Reset Link`}
          </Button>
        </form>
      </Stack>
    </NarrowCard>
  );
}
