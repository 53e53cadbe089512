import {
  Button,
  Card,
  Container,
  Field,
  Heading,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import { TextField } from '../../components/ui/TextField';
import { PasswordStrength } from '../../components/ui/PasswordStrength';
import type { Role } from '../../gql/graphql';
import { useSignup } from './auth.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Spec section 9. */
const MIN_PASSWORD_LENGTH = 8;
const SIGNUP_REDIRECT_MS = 3000;

// i18n-ignore: the API's role values; ROLE_NAMES has their names.
const ROLES: Role[] = ['Customer', 'Vendor', 'Admin'];
const ROLE_NAMES: Record<Role, MessageDescriptor> = { Customer: msg`Customer`, Vendor: msg`Vendor`, Admin: msg`Admin` };

type SignupForm = {
  name: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  role: Role;
};

const EMPTY_FORM: SignupForm = {
  name: '',
  username: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  role: 'Customer', // i18n-ignore: a role value
};

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Sign Up`,
  description: msg`Create a Mainstreet account to shop from local vendors or to sell from your own shop.`,
};

export default function SignupPage() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignupForm>(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { signUp, signingUp } = useSignup();
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    return () => window.clearTimeout(redirectTimer.current);
  }, []);

  function update(field: keyof SignupForm) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setForm((current) => ({ ...current, [field]: event.target.value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (form.password !== form.confirmPassword) {
      // Checked here so no request is sent (spec section 5).
      setError(t`Passwords do not match`);
      return;
    }
    const outcome = await signUp({
      ...form,
      name: form.name.trim(),
      username: form.username.trim(),
      email: form.email.trim(),
      phone: form.phone.trim(),
    });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setSuccess(outcome.value);
    setForm(EMPTY_FORM);
    redirectTimer.current = window.setTimeout(() => {
      void navigate('/login');
    }, SIGNUP_REDIRECT_MS);
  }

  return (
    <Container maxW="500px" py={{ base: '8', md: '12' }}>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="2xl">
            {t`Create your account`}
          </Heading>
          <Text color="fg.muted">{t`Shop local, or open your own shop on Mainstreet.`}</Text>
        </Card.Header>
        <Card.Body>
          <Stack asChild gap="4">
            <form onSubmit={handleSubmit}>
              {error && <FormAlert status="error">{error}</FormAlert>}
              {success && (
                <FormAlert status="success">
                  {success} {t`Redirecting you to the login page…`}
                </FormAlert>
              )}
              <TextField
                label={t`Full Name`}
                required
                name="name"
                autoComplete="name"
                value={form.name}
                onChange={update('name')}
              />
              <TextField
                label={t`Username`}
                required
                name="username"
                autoComplete="username"
                value={form.username}
                onChange={update('username')}
              />
              <TextField
                label={t`Email Address`}
                required
                type="email"
                name="email"
                autoComplete="email"
                value={form.email}
                onChange={update('email')}
              />
              <TextField
                label={t`Phone Number`}
                required
                type="tel"
                name="phone"
                autoComplete="tel"
                value={form.phone}
                onChange={update('phone')}
              />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField
                  label={t`Password`}
                  required
                  helperText={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
                  type="password"
                  name="password"
                  autoComplete="new-password"
                  minLength={MIN_PASSWORD_LENGTH}
                  value={form.password}
                  onChange={update('password')}
                />
                <TextField
                  label={t`Confirm Password`}
                  required
                  type="password"
                  name="confirmPassword"
                  autoComplete="new-password"
                  minLength={MIN_PASSWORD_LENGTH}
                  value={form.confirmPassword}
                  onChange={update('confirmPassword')}
                />
              </SimpleGrid>
              <PasswordStrength password={form.password} userInputs={[form.name, form.username, form.email]} />
              <Field.Root required>
                <Field.Label>
                  {t`Account Type`} <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field name="role" value={form.role} onChange={update('role')}>
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {i18n._(ROLE_NAMES[role])}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Button type="submit" colorPalette="brand" loading={signingUp} loadingText={t`Creating Account...`}>
                {t`Create Account`}
              </Button>
            </form>
          </Stack>
        </Card.Body>
        <Card.Footer>
          <Text color="fg.muted">
            {t`Already have an account?`}{' '}
            <AppLink to="/login" color="brand.fg" fontWeight="semibold">
              {t`Sign in`}
            </AppLink>
          </Text>
        </Card.Footer>
      </Card.Root>
    </Container>
  );
}
