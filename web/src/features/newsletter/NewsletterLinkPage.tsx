import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { NarrowCard } from '../../components/ui/NarrowCard';
import { useNewsletterLink, type NewsletterLinkAction } from './newsletter.hooks';

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Newsletter`,
  description: msg`Confirm your Mainstreet newsletter subscription, or unsubscribe, without signing in.`,
};

const COPY: Record<NewsletterLinkAction, { title: MessageDescriptor; intro: MessageDescriptor; action: MessageDescriptor }> = {
  confirm: {
    title: msg`Confirm your subscription`,
    intro: msg`Confirm that you want news from local shops on Mainstreet at this address.`,
    action: msg`Confirm my subscription`,
  },
  unsubscribe: {
    title: msg`Unsubscribe`,
    intro: msg`Stop the Mainstreet newsletter at this address. You do not need to sign in.`,
    action: msg`Unsubscribe`,
  },
};

/**
 * /newsletter/confirm/:token and /newsletter/unsubscribe/:token, the links of newsletter mails. The
 * change waits for a press of the button: mail scanners open links, and must not subscribe or
 * unsubscribe anyone.
 */
export default function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const { i18n, t } = useLingui();
  const { token = '' } = useParams();
  const { run, busy } = useNewsletterLink(action);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const copy = COPY[action];

  async function handleClick() {
    const outcome = await run(token);
    setResult(outcome.ok ? { ok: true, text: outcome.value } : { ok: false, text: outcome.message });
  }

  return (
    <NarrowCard title={i18n._(copy.title)} intro={result?.ok ? undefined : i18n._(copy.intro)} footer={<AppLink to="/">{t`Back to the home page`}</AppLink>}>
      <Stack gap={4}>
        {result && <FormAlert status={result.ok ? 'success' : 'error'}>{result.text}</FormAlert>}
        {!result?.ok && (
          <Button colorPalette="brand" loading={busy} onClick={() => void handleClick()} alignSelf="start">
            {i18n._(copy.action)}
          </Button>
        )}
        {result?.ok && action === 'confirm' && <Text color="fg.muted">{t`Every newsletter mail has a link to unsubscribe.`}</Text>}
      </Stack>
    </NarrowCard>
  );
}
