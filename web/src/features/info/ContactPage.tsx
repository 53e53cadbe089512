import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, Field, Link, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useValueTypedBeforeHydration } from '../../components/ui/hydration.hook';
import { FormAlert } from '../../components/ui/FormAlert';
import { TextField } from '../../components/ui/TextField';
import { useSendContactMessage } from './contact.hooks';
import { InfoPageLayout } from './InfoPageLayout';
import type { PageMetaProps } from '../../components/meta/PageMeta';

/** Spec section 9: the contact thank-you message shows for 4 seconds. */
const THANK_YOU_MS = 4000;

const CONTACT_EMAIL = 'hello@mainstreet.example';
/** A postal address: the same in both languages. */
const ADDRESS_LINES = ['Mainstreet Marketplace', '200 Queen Street West, Suite 400', 'Toronto, ON M5V 3A8']; // i18n-ignore

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Contact`,
  description: msg`Questions, ideas or a shop to add? Send the Mainstreet team a message.`,
  canonicalPath: '/contact',
};

export default function ContactPage() {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  // The contact page is rendered on the server: keep what was typed before the app started.
  const nameField = useValueTypedBeforeHydration<HTMLInputElement>(name, setName);
  const emailField = useValueTypedBeforeHydration<HTMLInputElement>(email, setEmail);
  const messageField = useValueTypedBeforeHydration<HTMLTextAreaElement>(message, setMessage);
  const { send, sending } = useSendContactMessage();
  const [thanking, setThanking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    // Stored for the admins and mailed to them; what was typed stays until it is sent.
    const outcome = await send({ name, email, message });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setName('');
    setEmail('');
    setMessage('');
    setThanking(outcome.value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setThanking(null), THANK_YOU_MS);
  };

  return (
    <InfoPageLayout
      title={t`Contact Us`}
      lead={t`Questions about an order, interested in selling on Mainstreet, or just want to say hello? Send us a message.`}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={10}>
        <Box gridColumn={{ md: 'span 2' }}>
          {thanking ? (
            <Alert.Root status="success" role="status" py={6}>
              <Alert.Indicator />
              <Alert.Title fontSize="lg">{thanking}</Alert.Title>
            </Alert.Root>
          ) : (
            <form onSubmit={(event) => void onSubmit(event)} aria-label={t`Contact form`}>
              <Stack gap={5}>
                {error && <FormAlert status="error">{error}</FormAlert>}
                <TextField
                  ref={nameField}
                  label={t`Name`}
                  required
                  name="name"
                  autoComplete="name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
                <TextField
                  ref={emailField}
                  label={t`Email`}
                  required
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <Field.Root required>
                  <Field.Label>
                    {t`Message`} <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    ref={messageField}
                    name="message"
                    rows={6}
                    value={message}
                    onChange={(event) => setMessage(event.target.value)}
                  />
                </Field.Root>
                <Box>
                  <Button type="submit" colorPalette="brand" loading={sending}>
                    {t`Send Message`}
                  </Button>
                </Box>
              </Stack>
            </form>
          )}
        </Box>

        <Card.Root variant="subtle" as="aside" aria-label={t`Contact details`} h="fit-content">
          <Card.Body gap={4}>
            <Card.Title>{t`Contact details`}</Card.Title>
            <Box>
              <Text fontWeight="semibold">{t`Email`}</Text>
              <Link href={`mailto:${CONTACT_EMAIL}`} color="brand.700" _dark={{ color: 'brand.300' }}>
                {CONTACT_EMAIL}
              </Link>
            </Box>
            <Box>
              <Text fontWeight="semibold">{t`Address`}</Text>
              <Text as="address" fontStyle="normal">
                {ADDRESS_LINES.map((line) => (
                  <Fragment key={line}>
                    {line}
                    <br />
                  </Fragment>
                ))}
                {t`Canada`}
              </Text>
            </Box>
            <Box>
              <Text fontWeight="semibold">{t`Hours`}</Text>
              <Text>{t`Monday to Friday, 9 a.m. to 5 p.m. Eastern`}</Text>
            </Box>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </InfoPageLayout>
  );
}
