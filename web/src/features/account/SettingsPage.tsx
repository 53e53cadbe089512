import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Container, Heading, Stack } from '@chakra-ui/react';
import { ChangePasswordCard } from '../../components/account/ChangePasswordCard';
import { SessionsCard } from '../../components/account/SessionsCard';
import type { PageMetaProps } from '../../components/meta/PageMeta';

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Settings`,
  description: msg`Change your password.`,
};

/** Account settings for every role: the password, and where the account is signed in. */
export default function SettingsPage() {
  const { t } = useLingui();
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t`Settings`}
        </Heading>
        <ChangePasswordCard />
        <SessionsCard />
      </Stack>
    </Container>
  );
}
