import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { sessionStore } from '../lib/session.store';
import { RequireRole } from './RequireRole';
import { LocationProbe, renderRoutes, setSession } from './testing.utils';

const routes: RouteObject[] = [
  {
    path: '/admin',
    element: <RequireRole roles={['Admin']} />,
    children: [{ path: 'dashboard', element: <h1>Admin dashboard</h1> }],
  },
  {
    path: '/anyone',
    element: <RequireRole />,
    children: [{ index: true, element: <h1>Signed-in page</h1> }],
  },
  { path: '*', element: <LocationProbe /> },
];

describe('RequireRole', () => {
  it('sends a guest to /login and remembers the page', async () => {
    setSession(null);
    const { router } = renderRoutes(routes, { path: '/admin/dashboard' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(router.location.state).toEqual({ from: '/admin/dashboard' });
    expect(screen.queryByText('Admin dashboard')).not.toBeInTheDocument();
  });

  it('sends a signed-in user with another role to /unauthorized', async () => {
    setSession({ token: 't', role: 'Customer' });
    renderRoutes(routes, { path: '/admin/dashboard' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/unauthorized'));
    expect(screen.queryByText('Admin dashboard')).not.toBeInTheDocument();
  });

  it.each(['Admin', 'admin', 'ADMIN'])('admits role %s (letter case ignored)', (role) => {
    setSession({ token: 't', role });
    renderRoutes(routes, { path: '/admin/dashboard' });
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('needs both token and role for a session', async () => {
    setSession(null);
    localStorage.setItem('token', 'orphan-token');
    sessionStore.restore();
    renderRoutes(routes, { path: '/anyone' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('admits any signed-in role when no roles are listed', () => {
    setSession({ token: 't', role: 'Vendor' });
    renderRoutes(routes, { path: '/anyone' });
    expect(screen.getByRole('heading', { name: 'Signed-in page' })).toBeInTheDocument();
  });
});
