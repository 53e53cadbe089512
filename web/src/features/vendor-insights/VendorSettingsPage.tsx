import { Card, Container, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { errorMessage } from '../../lib/error-message.util';
import { ChangePasswordCard } from '../../components/account/ChangePasswordCard';
import { SessionsCard } from '../../components/account/SessionsCard';
import { useMyShop, useSetEmailNotifications } from './vendor-insights.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';

function EmailNotificationsCard() {
  const descriptionId = useId();
  const { shop, loading, error } = useMyShop();
  const setEmailNotifications = useSetEmailNotifications();
  const [feedback, setFeedback] = useState<{ status: 'error' | 'success'; message: string } | null>(null);

  async function handleChange(enabled: boolean) {
    if (!shop) return;
    setFeedback(null);
    const outcome = await setEmailNotifications(shop, enabled);
    setFeedback(
      outcome.ok
        ? { status: 'success', message: enabled ? 'New-order emails are on.' : 'New-order emails are off.' }
        : { status: 'error', message: outcome.message },
    );
  }

  let body: React.ReactNode;
  if (!shop && loading) {
    body = <LoadingMessage>Loading your settings...</LoadingMessage>;
  } else if (!shop) {
    body = <ErrorBanner>{errorMessage(error, 'Error fetching vendor data')}</ErrorBanner>;
  } else {
    body = (
      <Stack gap="3">
        <Switch.Root
          checked={shop.emailNotifications}
          onCheckedChange={(details) => void handleChange(details.checked)}
          colorPalette="brand"
        >
          {/* An on/off setting: announced as a switch rather than a checkbox. */}
          <Switch.HiddenInput role="switch" aria-describedby={descriptionId} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Email notifications</Switch.Label>
        </Switch.Root>
        <Text id={descriptionId} fontSize="sm" color="fg.muted">
          When on, we email you at {shop.email} each time a customer places an order with your shop.
        </Text>
        {feedback && <FormAlert status={feedback.status}>{feedback.message}</FormAlert>}
      </Stack>
    );
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Notifications
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Settings — Vendor',
  description: 'Email notifications and your password.',
};

/** /vendor/settings: new-order emails on or off, and the password. */
export default function VendorSettingsPage() {

  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Settings
        </Heading>
        <EmailNotificationsCard />
        <ChangePasswordCard />
        <SessionsCard />
      </Stack>
    </Container>
  );
}
