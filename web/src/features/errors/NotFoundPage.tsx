import { Container, Heading, Text } from '@chakra-ui/react';
import { AppLink } from '../../components/ui/AppLink';
import type { PageMetaProps } from '../../components/meta/PageMeta';

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
};

export default function NotFoundPage() {
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
