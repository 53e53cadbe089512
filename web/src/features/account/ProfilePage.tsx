import { Badge, Button, Card, Container, DataList, Field, Heading, Stack, Text } from '@chakra-ui/react';
import type { Province } from '../../gql/graphql';
import { useState, type FormEvent } from 'react';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import { PageLoader } from '../../components/ui/PageLoader';
import { TextField } from '../../components/ui/TextField';
import { useAccountProfile, useUpdateProfile } from './account.hooks';
import { ShippingAddressCard } from './ShippingAddressCard';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { ProvinceSelect } from '../../components/ui/ProvinceSelect';

const NOT_PROVIDED = 'Not provided';

type Feedback = { status: 'error' | 'success'; message: string } | null;

/**
 * Name and phone are editable; the email is shown but not editable (spec section 5). A customer also
 * keeps a province: the cart's tax estimate is for it.
 */
function ProfileForm({ me }: { me: { name: string; email: string; phone: string | null; role: string; province: Province | null } }) {
  const [name, setName] = useState(me.name);
  const [phone, setPhone] = useState(me.phone ?? '');
  const isCustomer = me.role === 'Customer';
  const [province, setProvince] = useState<Province | ''>(me.province ?? '');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { save, saving } = useUpdateProfile();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    const trimmedName = name.trim();
    if (!trimmedName) {
      setFeedback({ status: 'error', message: 'Name is required.' });
      return;
    }
    const outcome = await save({ name: trimmedName, phone: phone.trim() || null, ...(isCustomer ? { province: province || null } : {}) });
    if (!outcome.ok) {
      setFeedback({ status: 'error', message: outcome.message });
      return;
    }
    if (outcome.value) {
      setName(outcome.value.name);
      setPhone(outcome.value.phone ?? '');
      if (isCustomer) setProvince(outcome.value.province ?? '');
    }
    setFeedback({ status: 'success', message: 'Your profile has been updated.' });
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
            {isCustomer && (
              <Field.Root>
                <Field.Label>Province</Field.Label>
                <ProvinceSelect name="province" autoComplete="address-level1" value={province} onChange={setProvince} emptyLabel="Not set (Ontario estimate)" />
                <Field.HelperText>Your cart estimates sales tax for this province.</Field.HelperText>
              </Field.Root>
            )}
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving} loadingText="Saving...">
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

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Profile',
  description: 'Your name, email, phone number and saved shipping address.',
};

/** The signed-in user's own details; name and phone can be edited. */
export default function ProfilePage() {
  const { me, loading, errorText } = useAccountProfile();

  let body: React.ReactNode;
  if (loading && !me) {
    body = <PageLoader label="Loading your profile…" />;
  } else if (errorText && !me) {
    body = <FormAlert status="error">{errorText}</FormAlert>;
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
      {me.role === 'Customer' && (
        <ShippingAddressCard key={me.id} saved={me.shippingAddress ?? null} accountName={me.name} accountPhone={me.phone ?? null} />
      )}
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
