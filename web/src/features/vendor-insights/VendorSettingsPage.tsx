import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Container, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { errorMessage } from '../../lib/error-message.util';
import { ChangePasswordCard } from '../../components/account/ChangePasswordCard';
import { SessionsCard } from '../../components/account/SessionsCard';
import { writeMyShop } from './my-shop-cache.util';
import { GetMyShopQuery, SetShopEmailNotificationsMutation } from './vendor-insights.operations';

function EmailNotificationsCard() {
  const descriptionId = useId();
  const { data, loading, error } = useQuery(GetMyShopQuery, { fetchPolicy: 'cache-and-network' });
  const [feedback, setFeedback] = useState<{ status: 'error' | 'success'; message: string } | null>(null);
  const [setEmailNotifications] = useMutation(SetShopEmailNotificationsMutation, {
    update: (cache, { data: result }) => writeMyShop(cache, result?.setEmailNotifications),
  });

  const shop = data?.myShop;

  async function handleChange(enabled: boolean) {
    if (!shop) return;
    setFeedback(null);
    try {
      await setEmailNotifications({
        variables: { enabled },
        // The switch moves at once; Apollo rolls the optimistic value back if the call fails.
        optimisticResponse: { setEmailNotifications: { ...shop, emailNotifications: enabled } },
      });
      setFeedback({
        status: 'success',
        message: enabled ? 'New-order emails are on.' : 'New-order emails are off.',
      });
    } catch (err) {
      setFeedback({ status: 'error', message: errorMessage(err, 'Failed to update email notifications.') });
    }
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

/** /vendor/settings: new-order emails on or off, and the password. */
export default function VendorSettingsPage() {
  useEffect(() => {
    document.title = 'Settings · Mainstreet';
  }, []);

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
