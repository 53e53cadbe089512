import { Card, Container, Heading, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';

type NarrowCardProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The narrow card of the single-task pages: account recovery and the newsletter links. */
export function NarrowCard({ title, intro, children, footer }: NarrowCardProps) {
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {intro && <Text color="fg.muted">{intro}</Text>}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer && <Card.Footer>{footer}</Card.Footer>}
      </Card.Root>
    </Container>
  );
}
