import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import type { GetVendorDashboardQuery, NotificationFieldsFragment } from '../../gql/graphql';
import { CommerceToaster } from '../../components/ui/CommerceToaster';
import VendorDashboardPage from './VendorDashboardPage';
import { createVendorTestClient, graphQLError, sent, testNotification, testVendorProduct } from './vendor.test-util';

type Dashboard = GetVendorDashboardQuery['vendorDashboard'];

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  __typename: 'VendorDashboard',
  businessName: 'Crust & Crumb Bakery',
  totalProducts: 12,
  totalOrders: 7,
  totalRevenueCents: 123450,
  revenueThisMonthCents: 45000,
  revenueLastMonthCents: 61000,
  revenueLastMonthToDateCents: 40000,
  revenueGrowthPercent: 12.5,
  ...overrides,
});

type SetupOptions = {
  figures?: Dashboard;
  notifications?: NotificationFieldsFragment[];
  mutations?: MockResponder;
};

function setup({ figures = dashboard(), notifications = [], mutations = () => ({ data: null }) }: SetupOptions = {}) {
  const unread = notifications.filter((notification) => !notification.readAt).length;
  setSession({ token: 'vendor-token', role: 'Vendor', name: 'Maria' });
  const { client, operations, subscriptions } = createVendorTestClient((operation) => {
    switch (operation.operationName) {
      case 'GetVendorDashboard':
        return { data: { vendorDashboard: figures } };
      case 'ListMyNotifications':
        return { data: { myNotifications: notifications, unreadNotificationCount: unread } };
      default:
        return mutations(operation);
    }
  });
  renderAt(
    <>
      <VendorDashboardPage />
      <CommerceToaster />
    </>,
    { client, path: '/vendor/dashboard' },
  );
  return { user: userEvent.setup(), operations, subscriptions };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VendorDashboardPage figures', () => {
  it('welcomes the shop by name and shows the figures the API computed', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Crust & Crumb Bakery' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Shop figures' });
    expect(within(figures).getByText('Total Products').nextSibling).toHaveTextContent('12');
    expect(within(figures).getByText('Total Revenue (CAD)').nextSibling).toHaveTextContent('$1,234.50');
    expect(within(figures).getByText('Revenue Growth').nextSibling).toHaveTextContent('+12.5%');
    // Month to date against the same days of last month ($400.00), not against all of last month ($610.00).
    expect(within(figures).getByText('Month to date vs. the same days last month')).toBeInTheDocument();
    expect(within(figures).getByText('$450.00 vs. $400.00')).toBeInTheDocument();
    expect(figures).not.toHaveTextContent('$610.00');
  });

  it('shows a fall in revenue with a minus sign', async () => {
    setup({ figures: dashboard({ revenueGrowthPercent: -3, revenueThisMonthCents: 38800 }) });
    const label = await screen.findByText('Revenue Growth');
    expect(label.nextSibling).toHaveTextContent('−3.0%');
  });

  it('says "No sales in those days last month" instead of a made-up growth when the API has none', async () => {
    setup({ figures: dashboard({ revenueGrowthPercent: null, revenueLastMonthToDateCents: 0 }) });
    const label = await screen.findByText('Revenue Growth');
    expect(label.nextSibling).toHaveTextContent(/^—$/);
    expect(screen.getByText('Month to date vs. the same days last month')).toBeInTheDocument();
    expect(screen.getByText('No sales in those days last month')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('says "Error fetching vendor data" when the figures cannot be loaded', async () => {
    setSession({ token: 't', role: 'Vendor' });
    const { client } = createVendorTestClient((operation) =>
      operation.operationName === 'GetVendorDashboard'
        ? graphQLError('boom', 'INTERNAL_SERVER_ERROR')
        : { data: { myNotifications: [], unreadNotificationCount: 0 } },
    );
    renderAt(<VendorDashboardPage />, { client });
    expect(await screen.findByText('Error fetching vendor data')).toBeInTheDocument();
  });
});

describe('VendorDashboardPage notifications', () => {
  it('shows a pushed notification as a toast and at the top of the list, and counts it as unread', async () => {
    const older = testNotification({ id: 'n1', message: 'New order #AAA111: 1 item, $5.65', readAt: '2025-03-01T10:00:00.000Z' });
    const { operations, subscriptions } = setup({ notifications: [older] });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('unread-count')).toHaveTextContent('0 unread');
    await waitFor(() => expect(subscriptions.operation?.operationName).toBe('OnVendorNotification'));
    const dashboardLoads = sent(operations, 'GetVendorDashboard').length;

    const pushed = testNotification({ id: 'n2', message: 'New order #BBB222: 2 items, $28.25', createdAt: new Date().toISOString() });
    act(() => subscriptions.simulateResult({ result: { data: { vendorNotifications: pushed } } }));

    // The toast (Chakra renders it in a portal region of its own).
    expect(await screen.findByText('New order')).toBeInTheDocument();
    const toastMessage = screen.getAllByText('New order #BBB222: 2 items, $28.25').find((node) => !list.contains(node));
    expect(toastMessage).toBeDefined();
    // The list, newest first, with the new one marked unread in words.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('New order #BBB222: 2 items, $28.25');
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(second).toHaveTextContent('New order #AAA111');
    expect(within(second).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1 unread');
    // A new order changes the revenue: the figures are read again.
    await waitFor(() => expect(sent(operations, 'GetVendorDashboard').length).toBeGreaterThan(dashboardLoads));
  });

  it('marks stored unread notifications in words and marks them read, one or all', async () => {
    const unread = testNotification({ id: 'n1', message: 'New order #AAA111: 1 item, $5.65' });
    const read = testNotification({ id: 'n2', message: 'New order #CCC333: 1 item, $9.04', readAt: '2025-03-02T10:00:00.000Z' });
    const { user, operations } = setup({ notifications: [unread, read], mutations: () => ({ data: { markNotificationsRead: 1 } }) });

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(second).queryByText('New')).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1 unread');

    await user.click(within(first).getByRole('button', { name: 'Mark as read: New order #AAA111: 1 item, $5.65' }));
    await waitFor(() => expect(sent(operations, 'MarkNotificationsRead')).toHaveLength(1));
    expect(sent(operations, 'MarkNotificationsRead')[0].variables).toEqual({ ids: ['n1'] });

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(sent(operations, 'MarkNotificationsRead')).toHaveLength(2));
    expect(sent(operations, 'MarkNotificationsRead')[1].variables).toEqual({});
  });

  it("words a new order's notification from its figures, not from the API's English text", async () => {
    const worded = testNotification({ id: 'n3', orderId: '00000000-0000-4000-8000-000000bbb222', itemCount: 2, totalCents: 2825, message: 'stored text' });
    setup({ notifications: [worded] });
    expect(await screen.findByText('New order #BBB222: 2 items, $28.25')).toBeInTheDocument();
    expect(screen.queryByText('stored text')).not.toBeInTheDocument();
  });

  it('disables "Mark all as read" when nothing is unread and says when there are no notifications', async () => {
    setup({ notifications: [] });
    expect(await screen.findByText('No notifications yet. New orders will appear here as they come in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

describe('VendorDashboardPage quick add', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<'name' | 'category' | 'price' | 'stock' | 'description', string>>) {
    const form = await screen.findByRole('form', { name: 'Add a product' });
    if (values.name) await user.type(within(form).getByLabelText(/^Product Name/), values.name);
    if (values.category) await user.type(within(form).getByLabelText(/^Category/), values.category);
    if (values.price) await user.type(within(form).getByLabelText(/^Price/), values.price);
    if (values.stock) await user.type(within(form).getByLabelText(/^Stock/), values.stock);
    if (values.description) await user.type(within(form).getByLabelText(/^Description/), values.description);
    return form;
  }

  it('says "All fields are required." and sends nothing when a required field is empty', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { user, operations } = setup();
    const form = await fill(user, { name: 'Rye Loaf', category: 'Bakery', price: '6.50' });
    await user.click(within(form).getByRole('button', { name: 'Add Product' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('All fields are required.');
    expect(sent(operations, 'CreateProduct')).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uploads the photo first, then creates the product with the price in cents', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ id: 'media-1', imageUrl: '/media/media-1' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchSpy);
    const { user, operations } = setup({
      mutations: () => ({ data: { createProduct: testVendorProduct({ id: 'p9', name: 'Rye Loaf', priceCents: 435, stock: 8 }) } }),
    });
    const form = await fill(user, { name: ' Rye Loaf ', category: 'Bakery', price: '4.35', stock: '8', description: 'Dark rye.' });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'rye.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Product Image'), photo);
    await user.click(within(form).getByRole('button', { name: 'Add Product' }));

    expect(await within(form).findByText('Added "Rye Loaf" to your shop.')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/media/uploads');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Authorization: 'Bearer vendor-token' });
    expect((init.body as FormData).get('image')).toBe(photo);
    expect(sent(operations, 'CreateProduct')).toEqual([
      {
        operationName: 'CreateProduct',
        variables: {
          // 4.35 × 100 is 434.99999999999994 in floating point: rounded, not truncated.
          input: { name: 'Rye Loaf', category: 'Bakery', priceCents: 435, stock: 8, description: 'Dark rye.', nameFr: null, descriptionFr: null, imageIds: ['media-1'] },
        },
      },
    ]);
    // The form is ready for the next product.
    expect(within(form).getByLabelText(/^Product Name/)).toHaveValue('');
  });

  it('shows the server\'s message when the photo is refused, and creates nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Only JPEG, PNG or WebP images are accepted.' }), { status: 400 })));
    const { user, operations } = setup();
    const form = await fill(user, { name: 'Rye Loaf', category: 'Bakery', price: '4', stock: '1' });
    await user.upload(within(form).getByLabelText('Product Image'), new File(['hello'], 'notes.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Add Product' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images are accepted.');
    expect(sent(operations, 'CreateProduct')).toHaveLength(0);
  });

  it('says "Failed to add product." when the API fails', async () => {
    const { user } = setup({ mutations: () => graphQLError('Unexpected error.', 'INTERNAL_SERVER_ERROR') });
    const form = await fill(user, { name: 'Rye Loaf', category: 'Bakery', price: '4', stock: '1' });
    await user.click(within(form).getByRole('button', { name: 'Add Product' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to add product.');
  });
});
