import { Container, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { AppLink } from '../../components/ui/AppLink';

export default function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Mainstreet';
  }, []);
  return (
    <Container maxW="2xl" py="16" textAlign="center">
      <Heading as="h1" size="3xl" mb="3">
        Page not found
      </Heading>
      <Text color="fg.muted" mb="6">
        The page you are looking for does not exist or has moved.
      </Text>
      <AppLink to="/" color="brand.fg" fontWeight="semibold">
        Go to the homepage
      </AppLink>
    </Container>
  );
}
