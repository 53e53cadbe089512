import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';

type ShellPageProps = {
  title: string;
  /** One or two sentences saying what the page will hold. No invented numbers or rows. */
  children: React.ReactNode;
};

/** A page whose real content arrives in a later issue: it says what it will show. */
export function ShellPage({ title, children }: ShellPageProps) {
  useEffect(() => {
    document.title = `${title} · Mainstreet`;
  }, [title]);
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted" maxW="prose">
          {children}
        </Text>
      </Stack>
    </Container>
  );
}
