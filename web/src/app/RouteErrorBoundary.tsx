import { Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppLink } from '../components/ui/AppLink';

type Props = {
  children: ReactNode;
  /** The page's path: navigating elsewhere clears the error. */
  resetKey: string;
};
type State = { failed: boolean; resetKey: string };

/**
 * Shown when a page throws while rendering or its code chunk fails to load (for example
 * after a new deployment replaced the chunk files): reloading fetches the current build.
 * It sits inside the layout, so the navbar and footer stay usable.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container maxW="2xl" py="16">
        <Heading as="h1" size="2xl" mb="3">
          Something went wrong
        </Heading>
        <Text mb="6" color="fg.muted">
          This page could not be shown. Reloading usually fixes it; if not, please try again later.
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
}
