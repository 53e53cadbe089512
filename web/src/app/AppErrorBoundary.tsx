import { Component, type ErrorInfo, type ReactNode } from 'react';

type State = { failed: boolean };

/**
 * Last-resort boundary around the providers and the router. It uses no Chakra
 * components, since the failure may be in the Chakra provider itself.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the app shell', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ fontFamily: 'sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
        <h1>Something went wrong</h1>
        <p>Mainstreet could not start. Please reload the page.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </main>
    );
  }
}
