import { Card, Container, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { errorMessage } from '../../lib/error-message.util';
import { ChangePasswordCard } from '../../components/account/ChangePasswordCard';
import { SessionsCard } from '../../components/account/SessionsCard';
import { useMyShop, useSetEmailNotifications } from './vendor-insights.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

function EmailNotificationsCard() {
  const { t } = useLingui();
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
        ? { status: 'success', message: enabled ? t`New-order emails are on.` : t`New-order emails are off.` }
        : { status: 'error', message: outcome.message },
    );
  }

  let body: React.ReactNode;
  if (!shop && loading) {
    body = <LoadingMessage>{t`Loading your settings...`}</LoadingMessage>;
  } else if (!shop) {
    body = <ErrorBanner>{errorMessage(error, t`Error fetching vendor data`)}</ErrorBanner>;
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
          <Switch.Label>{t`Email notifications`}</Switch.Label>
        </Switch.Root>
        <Text id={descriptionId} fontSize="sm" color="fg.muted">
          {t`When on, we email you at ${shop.email} each time a customer places an order with your shop.`}
        </Text>
        {feedback && <FormAlert status={feedback.status}>{feedback.message}</FormAlert>}
      </Stack>
    );
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {t`Notifications`}
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Settings — Vendor`,
  description: msg`Email notifications and your password.`,
};

/** /vendor/settings: new-order emails on or off, and the password. */
export default function VendorSettingsPage() {
  const { t } = useLingui();
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t`Settings`}
        </Heading>
        <EmailNotificationsCard />
        <ChangePasswordCard />
        <SessionsCard />
      </Stack>
    </Container>
  );
}
