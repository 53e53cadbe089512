import { Button, Card, Container, Heading, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ErrorBanner } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { PageLoader } from '../../components/ui/PageLoader';
import { TextField } from '../../components/ui/TextField';
import type { GetAdminProfileQuery as Profile } from '../../gql/graphql';
import { useAdminProfile, useUpdateAdminProfile } from './admin.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

type Feedback = { status: 'error' | 'success'; message: string } | null;

/** Username, email (required) and phone; the saved values come back into the cache as User:<id>. */
function AdminProfileForm({ me }: { me: NonNullable<Profile['me']> }) {
  const { t } = useLingui();
  const [username, setUsername] = useState(me.username);
  const [email, setEmail] = useState(me.email);
  const [phone, setPhone] = useState(me.phone ?? '');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { save, saving } = useUpdateAdminProfile();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    if (!username.trim()) {
      setFeedback({ status: 'error', message: t`Username is required.` });
      return;
    }
    if (!email.trim()) {
      setFeedback({ status: 'error', message: t`Email is required.` });
      return;
    }
    const outcome = await save({ username: username.trim(), email: email.trim(), phone: phone.trim() || null });
    if (!outcome.ok) {
      setFeedback({ status: 'error', message: outcome.message });
      return;
    }
    const saved = outcome.value;
    if (saved) {
      setUsername(saved.username);
      setEmail(saved.email);
      setPhone(saved.phone ?? '');
    }
    setFeedback({ status: 'success', message: t`Your profile has been updated.` });
  }

  return (
    <Card.Root>
      <Card.Body>
        <Stack asChild gap="4">
          <form onSubmit={handleSubmit} noValidate>
            {feedback && <FormAlert status={feedback.status}>{feedback.message}</FormAlert>}
            <TextField label={t`Username`} required name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
            <TextField label={t`Email`} required type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            <TextField label={t`Phone`} type="tel" name="phone" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving} loadingText={t`Saving...`}>
              {t`Save changes`}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Profile — Admin`,
  description: msg`Your admin username, email and phone number.`,
};

/** /admin/profile: the signed-in admin's username, email and phone. */
export default function AdminProfilePage() {
  const { t } = useLingui();
  const { me, loading } = useAdminProfile();

  let body: React.ReactNode;
  if (!me && loading) body = <PageLoader label={t`Loading your profile…`} />;
  else if (!me) body = <ErrorBanner>{t`Failed to fetch profile.`}</ErrorBanner>;
  else body = <AdminProfileForm key={me.id} me={me} />;

  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t`Your profile`}
        </Heading>
        {body}
      </Stack>
    </Container>
  );
}
