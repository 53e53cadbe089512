import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Footer } from '../components/layout/Footer';
import { PageLoader } from '../components/ui/PageLoader';
import { AppNavbar } from './AppNavbar';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** A new page starts at the top; Back and Forward keep the browser's own scroll restoration. */
function ScrollToTopOnNavigate({ pathname }: { pathname: string }) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/**
 * Marks the document (data-page-ready on <html>) once the routed page has been rendered, or hydrated
 * when the server rendered it: from then on it answers clicks and typing. The end-to-end tests wait
 * for it after loading a page.
 */
function MarkPageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = '';
  }, []);
  return null;
}

/** Every page: navbar, the routed page (loaded lazily), footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100vh">
      <Box
        asChild
        position="absolute"
        left="2"
        top="-12"
        zIndex="skipNav"
        bg="bg"
        px="3"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        <a href="#main-content">Skip to main content</a>
      </Box>
      <AppNavbar />
      {/* At least a screen tall: the footer starts below the fold, so pages loading their data
          do not push it around (cumulative layout shift). */}
      <Box as="main" id="main-content" tabIndex={-1} flex="1" minH="100vh" outline="none">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <MarkPageReady />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
      <ScrollToTopOnNavigate pathname={pathname} />
    </Flex>
  );
}
