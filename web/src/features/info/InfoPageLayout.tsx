import type { ReactNode } from 'react';
import { Box, Container, Heading, Text } from '@chakra-ui/react';

interface InfoPageLayoutProps {
  title: string;
  lead: string;
  children: ReactNode;
}

/** The shared frame of the About, Services, Blog and Contact pages: a banner, then the content. */
export function InfoPageLayout({ title, lead, children }: InfoPageLayoutProps) {
  return (
    <Box>
      <Box bg="brand.50" borderBottomWidth="1px" borderColor="brand.100" py={{ base: 10, md: 14 }} _dark={{ bg: 'brand.950', borderColor: 'brand.900' }}>
        <Container maxW="5xl">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb={3} color="brand.800" _dark={{ color: 'brand.100' }}>
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl">
            {lead}
          </Text>
        </Container>
      </Box>
      <Container maxW="5xl" py={{ base: 8, md: 12 }}>
        {children}
      </Container>
    </Box>
  );
}

interface InfoSectionProps {
  title: string;
  children: ReactNode;
}

export function InfoSection({ title, children }: InfoSectionProps) {
  return (
    <Box as="section" mb={10}>
      <Heading as="h2" size="2xl" mb={5}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
