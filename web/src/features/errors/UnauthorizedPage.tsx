import { Container, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/ui/AppLink';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** Spec: says the user has no permission, then redirects to login. */
const UNAUTHORIZED_REDIRECT_MS = 3000;

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Unauthorized`,
  description: msg`You do not have permission to view this page.`,
};

export default function UnauthorizedPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate('/login', { replace: true });
    }, UNAUTHORIZED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <Container maxW="2xl" py="16" textAlign="center">
      <Heading as="h1" size="3xl" mb="3">
        {t`Access denied`}
      </Heading>
      <Text mb="2">{t`You do not have permission to view this page.`}</Text>
      <Text color="fg.muted" mb="6" role="status">
        {t`Redirecting you to the login page in a few seconds…`}
      </Text>
      <AppLink to="/login" color="brand.fg" fontWeight="semibold">
        {t`Go to the login page now`}
      </AppLink>
    </Container>
  );
}
