import { Container, Heading, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { ChangePasswordCard } from '../../components/account/ChangePasswordCard';
import { SessionsCard } from '../../components/account/SessionsCard';

/** Account settings for every role: the password, and where the account is signed in. */
export default function SettingsPage() {
  useEffect(() => {
    document.title = 'Settings · Mainstreet';
  }, []);

  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Settings
        </Heading>
        <ChangePasswordCard />
        <SessionsCard />
      </Stack>
    </Container>
  );
}
