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
import { useFormat } from '../../lib/format';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** The roles' names, by the API's values. */
const ROLE_NAMES: Record<string, MessageDescriptor> = { Customer: msg`Customer`, Vendor: msg`Vendor`, Admin: msg`Admin` };

type Feedback = { status: 'error' | 'success'; message: string } | null;

/**
 * Name and phone are editable; the email is shown but not editable (spec section 5). A customer also
 * keeps a province: the cart's tax estimate is for it.
 */
function ProfileForm({ me }: { me: { name: string; email: string; phone: string | null; role: string; province: Province | null } }) {
  const { t } = useLingui();
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
      setFeedback({ status: 'error', message: t`Name is required.` });
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
    setFeedback({ status: 'success', message: t`Your profile has been updated.` });
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {t`Personal details`}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack asChild gap="4">
          <form onSubmit={handleSubmit} noValidate>
            {feedback && <FormAlert status={feedback.status}>{feedback.message}</FormAlert>}
            <TextField
              label={t`Name`}
              required
              name="name"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label={t`Email`}
              type="email"
              name="email"
              value={me.email}
              disabled
              readOnly
              helperText={t`Your sign-in email cannot be changed here.`}
            />
            <TextField
              label={t`Phone`}
              type="tel"
              name="phone"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            {isCustomer && (
              <Field.Root>
                <Field.Label>{t`Province`}</Field.Label>
                <ProvinceSelect name="province" autoComplete="address-level1" value={province} onChange={setProvince} emptyLabel={t`Not set (Ontario estimate)`} />
                <Field.HelperText>{t`Your cart estimates sales tax for this province.`}</Field.HelperText>
              </Field.Root>
            )}
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
  title: msg`Profile`,
  description: msg`Your name, email, phone number and saved shipping address.`,
};

/** The signed-in user's own details; name and phone can be edited. */
export default function ProfilePage() {
  const { me, loading, errorText } = useAccountProfile();
  const { i18n, t } = useLingui();
  const format = useFormat();

  let body: React.ReactNode;
  if (loading && !me) {
    body = <PageLoader label={t`Loading your profile…`} />;
  } else if (errorText && !me) {
    body = <FormAlert status="error">{errorText}</FormAlert>;
  } else if (!me) {
    body = (
      <Text>
        <Trans>
          We could not find your account. Please <AppLink to="/login">sign in again</AppLink>.
        </Trans>
      </Text>
    );
  } else {
    const rows: Array<[string, React.ReactNode]> = [
      [t`Username`, me.username],
      [t`Role`, ROLE_NAMES[me.role] ? i18n._(ROLE_NAMES[me.role]) : me.role],
      [
        t`Account status`,
        <Badge key="status" colorPalette={me.isVerified ? 'green' : 'orange'}>
          {me.isVerified ? t`Verified` : t`Not Verified`}
        </Badge>,
      ],
      [t`Member since`, format.date(me.createdAt, { dateStyle: 'long' })],
    ];
    if (me.vendor) {
      const address = [me.vendor.address, me.vendor.city].filter(Boolean).join(', ');
      rows.push([t`Business name`, me.vendor.businessName], [t`Address`, address || t`Not provided`]);
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
            {t`Account`}
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
          {t`Your profile`}
        </Heading>
        {body}
      </Stack>
    </Container>
  );
}
