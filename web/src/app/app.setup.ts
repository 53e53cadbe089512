import { createBrowserRouter } from 'react-router';
import { createApolloClient } from '../lib/apollo.client';
import { appRoutes } from './app.routes';

export const router = createBrowserRouter(appRoutes);

export const apolloClient = createApolloClient({
  onSessionExpired: () => {
    // The session is already cleared; drop cached private data, then ask for a new login.
    void apolloClient.clearStore();
    void router.navigate('/login?session_expired=true', { replace: true });
  },
});
