import { Box, Button, Card, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginRedirectState } from '../../lib/login-redirect';
import { canOpenPath } from '../../lib/route-access.rules';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import { TextField } from '../../components/ui/TextField';
import { landingPathForRole } from '../../lib/session.store';
import { useLogin } from './auth.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';


/** Pages a user is never sent back to after signing in. */
const NO_RETURN_PATHS = ['/login', '/logout', '/signup'];

/** The guarded page that sent the user here, if the new role may open it. */
function returnPath(state: unknown, role: string): string | null {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || !from.startsWith('/')) return null;
  const pathname = from.split(/[?#]/)[0];
  if (NO_RETURN_PATHS.includes(pathname)) return null;
  return canOpenPath(pathname, role) ? from : null;
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Login`,
  description: msg`Sign in to your Mainstreet account.`,
};

export default function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the notice stays after the query string is cleared below.
  const [sessionExpired] = useState(() => searchParams.has('session_expired'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { signIn, signingIn } = useLogin();

  useEffect(() => {
    if (searchParams.has('session_expired')) {
      // Spec: show the notice and clear the query string (a reload should not repeat it).
      setSearchParams({}, { replace: true, state: location.state });
    }
  }, [searchParams, setSearchParams, location.state]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const outcome = await signIn(email.trim(), password);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    const { role } = outcome.value;
    void navigate(returnPath(location.state, role) ?? landingPathForRole(role), { replace: true });
  }

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="2xl">
            {t`Sign in`}
          </Heading>
          <Text color="fg.muted">{t`Welcome back to Mainstreet.`}</Text>
        </Card.Header>
        <Card.Body>
          <Stack asChild gap="5">
            <form onSubmit={handleSubmit}>
              {sessionExpired && <FormAlert status="warning">{t`Your session has expired. Please log in again.`}</FormAlert>}
              {error && <FormAlert status="error">{error}</FormAlert>}
              <TextField
                label={t`Email Address`}
                required
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <TextField
                label={t`Password`}
                required
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Button type="submit" colorPalette="brand" loading={signingIn} loadingText={t`Authenticating...`}>
                {t`Sign In`}
              </Button>
            </form>
          </Stack>
        </Card.Body>
        <Card.Footer>
          <HStack justify="space-between" w="full" wrap="wrap" gap="2">
            <AppLink to="/forgot-password" color="brand.fg">
              {t`Forgot Password`}
            </AppLink>
            <Box>
              <Text as="span" color="fg.muted">
                {t`New here?`}{' '}
              </Text>
              <AppLink to="/signup" color="brand.fg" fontWeight="semibold">
                {t`Create Account`}
              </AppLink>
            </Box>
          </HStack>
        </Card.Footer>
      </Card.Root>
    </Container>
  );
}
