import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Badge, Button, Card, Container, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import { PageLoader } from '../../components/ui/PageLoader';
import { TextField } from '../../components/ui/TextField';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/error-message.util';
import { roleMatches, sessionStore, useSession } from '../../lib/session.store';

const GetAccountProfileDocument = graphql(`
  query GetAccountProfile {
    me {
      id
      username
      name
      email
      phone
      role
      isVerified
      createdAt
      vendor {
        id
        businessName
        address
        city
      }
    }
  }
`);

const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      name
      phone
    }
  }
`);

const NOT_PROVIDED = 'Not provided';

type Feedback = { status: 'error' | 'success'; message: string } | null;

/** The server's message for a rejected input (it names the field); otherwise the spec's fallback. */
function updateErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT')) {
    return errorMessage(error, 'Failed to update profile.');
  }
  return 'Failed to update profile.';
}

/** Name and phone are editable; the email is shown but not editable (spec section 5). */
function ProfileForm({ me }: { me: { name: string; email: string; phone: string | null } }) {
  const [name, setName] = useState(me.name);
  const [phone, setPhone] = useState(me.phone ?? '');
  const [feedback, setFeedback] = useState<Feedback>(null);
  // The result updates User:<id> in the cache, so `me` everywhere shows the new values.
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    const trimmedName = name.trim();
    if (!trimmedName) {
      setFeedback({ status: 'error', message: 'Name is required.' });
      return;
    }
    try {
      const { data } = await updateProfile({
        variables: { input: { name: trimmedName, phone: phone.trim() || null } },
      });
      const updated = data?.updateProfile;
      if (updated) {
        setName(updated.name);
        setPhone(updated.phone ?? '');
        // The navbar's account menu shows the stored name.
        const session = sessionStore.getSnapshot();
        if (session) sessionStore.login({ token: session.token, role: session.role, name: updated.name });
      }
      setFeedback({ status: 'success', message: 'Your profile has been updated.' });
    } catch (err) {
      setFeedback({ status: 'error', message: updateErrorMessage(err) });
    }
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Personal details
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack asChild gap="4">
          <form onSubmit={handleSubmit} noValidate>
            {feedback && <FormAlert status={feedback.status}>{feedback.message}</FormAlert>}
            <TextField
              label="Name"
              required
              name="name"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label="Email"
              type="email"
              name="email"
              value={me.email}
              disabled
              readOnly
              helperText="Your sign-in email cannot be changed here."
            />
            <TextField
              label="Phone"
              type="tel"
              name="phone"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={loading} loadingText="Saving...">
              Save changes
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' }).format(date);
}

/** The signed-in user's own details; name and phone can be edited. */
export default function ProfilePage() {
  const session = useSession();
  const { data, loading, error } = useQuery(GetAccountProfileDocument, {
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    document.title = 'Your profile · Mainstreet';
  }, []);

  const me = data?.me;
  // The admin screens' wording differs from the customer's (spec section 8).
  const fallback = roleMatches(session?.role, 'Admin')
    ? 'Failed to fetch profile.'
    : 'Failed to load profile.';

  let body: React.ReactNode;
  if (loading && !me) {
    body = <PageLoader label="Loading your profile…" />;
  } else if (error && !me) {
    body = <FormAlert status="error">{errorMessage(error, fallback)}</FormAlert>;
  } else if (!me) {
    body = (
      <Text>
        We could not find your account. Please <AppLink to="/login">sign in again</AppLink>.
      </Text>
    );
  } else {
    const rows: Array<[string, React.ReactNode]> = [
      ['Username', me.username],
      ['Role', me.role],
      [
        'Account status',
        <Badge key="status" colorPalette={me.isVerified ? 'green' : 'orange'}>
          {me.isVerified ? 'Verified' : 'Not Verified'}
        </Badge>,
      ],
      ['Member since', formatDate(me.createdAt)],
    ];
    if (me.vendor) {
      const address = [me.vendor.address, me.vendor.city].filter(Boolean).join(', ');
      rows.push(['Business name', me.vendor.businessName], ['Address', address || NOT_PROVIDED]);
    }
    body = (
      <>
      <ProfileForm key={me.id} me={me} />
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Account
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal" gap="4">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      </>
    );
  }

  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Your profile
        </Heading>
        {body}
      </Stack>
    </Container>
  );
}
