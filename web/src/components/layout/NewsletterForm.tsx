import { Box, Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useValueTypedBeforeHydration } from '../ui/hydration.hook';

/**
 * Spec: word characters with optional dots or dashes, an at sign, a domain, and a suffix
 * of 2 to 3 letters.
 */
const EMAIL_PATTERN = /^[\w.-]+@[\w-]+\.[a-zA-Z]{2,3}$/;
const MESSAGE_MS = 3000;

/**
 * Newsletter sign-up. There is no newsletter service yet, so nothing is sent: a valid
 * address is acknowledged and cleared, an invalid one is ignored (spec: footer).
 */
export function NewsletterForm() {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const emailField = useValueTypedBeforeHydration<HTMLInputElement>(email, setEmail);
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    if (!subscribed) return;
    const timer = window.setTimeout(() => setSubscribed(false), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [subscribed]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email)) return;
    setEmail('');
    setSubscribed(true);
  }

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Text as="h2" id={headingId} fontWeight="semibold" fontSize="lg" mb="2">
        Newsletter
      </Text>
      <Text color="fg.muted" fontSize="sm" mb="3">
        News from local shops, now and then.
      </Text>
      <form onSubmit={handleSubmit}>
        <Field.Root required>
          <Field.Label>Email address</Field.Label>
          <HStack w="full" gap="2" align="stretch">
            <Input
              ref={emailField}
              type="email"
              name="newsletter-email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              bg="bg"
            />
            {/* While loading, Chakra hides the label visually; aria-label keeps the name. */}
            <Button
              type="submit"
              colorPalette="brand"
              loading={subscribed}
              aria-label="Subscribe"
              flexShrink={0}
            >
              Subscribe
            </Button>
          </HStack>
        </Field.Root>
      </form>
      {/* Always present so screen readers announce the message when it appears. */}
      <Text role="status" aria-live="polite" mt="2" fontSize="sm" color="green.700" minH="5">
        {subscribed ? 'Thanks for subscribing!' : ''}
      </Text>
    </Box>
  );
}
