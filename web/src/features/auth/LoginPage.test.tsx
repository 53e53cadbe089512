import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, LocationProbe, renderAt, renderRoutes, type MockResponder } from '../../app/testing.utils';
import { sessionStore } from '../../lib/session.store';
import LoginPage from './LoginPage';

function loginAnswer(payload: { token: string; role: string; name: string | null }): MockResponder {
  return () => ({ data: { login: { __typename: 'AuthPayload', ...payload } } });
}

async function signIn(user: UserEvent) {
  await user.click(screen.getByLabelText(/Email Address/));
  await user.paste('alice@mainstreet.test');
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste('Password123!');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('shows the session-expired notice and clears the query string', async () => {
    renderAt(<LoginPage />, { path: '/login?session_expired=true', routePath: '/login' });
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    // The notice stays after the query string is gone.
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  });

  it('shows no notice without the parameter, and links to recovery and signup', () => {
    renderAt(<LoginPage />, { path: '/login', routePath: '/login' });
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
  });

  it('stores the session and lands on the role dashboard', async () => {
    const user = userEvent.setup();
    const { client, operations } = createTestClient(loginAnswer({ token: 'tok-1', role: 'Customer', name: 'Alice' }));
    renderAt(<LoginPage />, { client, path: '/login', routePath: '/login' });
    await signIn(user);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer/dashboard'));
    expect(operations[0]).toEqual({
      operationName: 'Login',
      variables: { input: { email: 'alice@mainstreet.test', password: 'Password123!' } },
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('role')).toBe('Customer');
    expect(localStorage.getItem('name')).toBe('Alice');
    expect(sessionStore.getSnapshot()).toEqual({ token: 'tok-1', role: 'Customer', name: 'Alice' });
  });

  it('shows "Authenticating..." while the request is in flight', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = loginAnswer({ token: 't', role: 'Admin', name: null });
    const { client } = createTestClient(async (operation) => {
      await held;
      return answer(operation);
    });
    renderAt(<LoginPage />, { client, path: '/login', routePath: '/login' });
    await signIn(user);
    expect(await screen.findByRole('button', { name: /Authenticating\.\.\./ })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
  });

  it('returns to the guarded page that sent the user here when the role allows it', async () => {
    const user = userEvent.setup();
    const { client } = createTestClient(loginAnswer({ token: 't', role: 'vendor', name: null }));
    const { router } = renderRoutes([{ path: '/login', element: <LoginPage /> }, { path: '*', element: <LocationProbe /> }], {
      client,
      path: '/login',
    });
    await router.navigate('/login', { state: { from: '/vendor/orders' } });
    await signIn(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vendor/orders'));
  });

  it('ignores a return path the new role may not open', async () => {
    const user = userEvent.setup();
    const { client } = createTestClient(loginAnswer({ token: 't', role: 'Customer', name: null }));
    const { router } = renderRoutes([{ path: '/login', element: <LoginPage /> }, { path: '*', element: <LocationProbe /> }], {
      client,
      path: '/login',
    });
    await router.navigate('/login', { state: { from: '/admin/users' } });
    await signIn(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer/dashboard'));
  });

  it('fails with "Login failed. No token received." when the token is missing', async () => {
    const user = userEvent.setup();
    const { client } = createTestClient(loginAnswer({ token: '', role: 'Customer', name: null }));
    renderAt(<LoginPage />, { client, path: '/login', routePath: '/login' });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. No token received.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message, or \"Login failed\" when there is none", async () => {
    const user = userEvent.setup();
    let message = 'Invalid email or password.';
    const { client } = createTestClient(() => ({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] }));
    renderAt(<LoginPage />, { client, path: '/login', routePath: '/login' });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');

    message = '';
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Login failed$/));
  });
});
