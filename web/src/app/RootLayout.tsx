import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../components/layout/Footer';
import { Navbar } from '../components/layout/Navbar';
import { PageLoader } from '../components/ui/PageLoader';

/** Every page: navbar, the routed page (loaded lazily), footer. */
export function RootLayout() {
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
      <Navbar />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
