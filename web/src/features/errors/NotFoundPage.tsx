import { Container, Heading, Text } from '@chakra-ui/react';
import { AppLink } from '../../components/ui/AppLink';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Page not found`,
  description: msg`The page you are looking for does not exist.`,
};

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <Container maxW="2xl" py="16" textAlign="center">
      <Heading as="h1" size="3xl" mb="3">
        {t`Page not found`}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t`The page you are looking for does not exist or has moved.`}
      </Text>
      <AppLink to="/" color="brand.fg" fontWeight="semibold">
        {t`Go to the homepage`}
      </AppLink>
    </Container>
  );
}
