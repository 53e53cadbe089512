import { Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppLink } from '../components/ui/AppLink';

/**
 * Shown when a page throws while rendering or its code chunk fails to load (for example
 * after a new deployment replaced the chunk files): reloading fetches the current build.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container maxW="2xl" py="16">
      <Heading as="h1" size="2xl" mb="3">
        Something went wrong
      </Heading>
      <Text mb="6" color="fg.muted">
        This page could not be shown. Reloading usually fixes it; if not, please try again later.
        {detail ? ` (${detail})` : null}
      </Text>
      <HStack gap="4">
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <AppLink to="/" color="brand.fg">
          Go to the homepage
        </AppLink>
      </HStack>
    </Container>
  );
}
