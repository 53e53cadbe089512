import { useQuery } from '@apollo/client/react';
import { Badge, Card, Container, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import { PageLoader } from '../../components/ui/PageLoader';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/error-message.util';
import { roleMatches, useSession } from '../../lib/session.store';

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

const NOT_PROVIDED = 'Not provided';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' }).format(date);
}

/** The signed-in user's own details (read-only until profile editing lands). */
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
      ['Name', me.name],
      ['Username', me.username],
      ['Email', me.email],
      ['Phone', me.phone || NOT_PROVIDED],
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
      <Card.Root>
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
