import { createApolloClient } from '../lib/apollo.client';
import { navigateOutsideReact } from './navigation.bridge';

export const apolloClient = createApolloClient({
  onSessionExpired: () => {
    // The session is already cleared; drop cached private data, then ask for a new login.
    void apolloClient.clearStore();
    navigateOutsideReact('/login?session_expired=true', { replace: true });
  },
});
