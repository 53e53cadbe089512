import { Box, Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNewsletterSignup } from './newsletter-signup.hooks';
import { useValueTypedBeforeHydration } from '../ui/hydration.hook';

/**
 * Spec: word characters with optional dots or dashes, an at sign, a domain, and a suffix
 * of 2 to 3 letters.
 */
const EMAIL_PATTERN = /^[\w.-]+@[\w-]+\.[a-zA-Z]{2,3}$/;
const MESSAGE_MS = 3000;

/**
 * Newsletter sign-up (double opt-in: the API mails a confirmation link). An address that does not
 * match the spec's pattern is ignored, as the spec says; a valid one is sent, then cleared with the
 * API's answer shown for MESSAGE_MS, or kept with the API's error (rate limit, invalid address).
 */
export function NewsletterForm() {
  const headingId = useId();
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const emailField = useValueTypedBeforeHydration<HTMLInputElement>(email, setEmail);
  const subscribe = useNewsletterSignup();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const thanked = result?.ok === true;

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setResult(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [thanked, result]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email) || sending) return;
    setSending(true);
    setResult(null);
    const outcome = await subscribe(email);
    setSending(false);
    if (outcome.ok) setEmail('');
    setResult(outcome.ok ? { ok: true, text: outcome.value } : { ok: false, text: outcome.message });
  }

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Text as="h2" id={headingId} fontWeight="semibold" fontSize="lg" mb="2">
        {t`Newsletter`}
      </Text>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {t`News from local shops, now and then.`}
      </Text>
      <form onSubmit={(event) => void handleSubmit(event)}>
        <Field.Root required>
          <Field.Label>{t`Email address`}</Field.Label>
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
              loading={sending || thanked}
              aria-label={t`Subscribe`}
              flexShrink={0}
            >
              {t`Subscribe`}
            </Button>
          </HStack>
        </Field.Root>
      </form>
      {/* Always present so screen readers announce the message when it appears. */}
      <Text role="status" aria-live="polite" mt="2" fontSize="sm" color={result?.ok === false ? 'fg.error' : 'green.700'} minH="5">
        {result?.text ?? ''}
      </Text>
    </Box>
  );
}
