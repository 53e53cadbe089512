import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession } from '../../app/testing.utils';
import type { GetOrderReceiptQuery } from '../../gql/graphql';
import ReceiptPage from './ReceiptPage';

const quebecOrder: GetOrderReceiptQuery['order'] = {
  __typename: 'Order',
  id: 'ord-1-abc123',
  shortNumber: 'ABC123',
  createdAt: '2026-11-21T15:00:00.000Z',
  status: 'Pending',
  subtotal: 10,
  total: 11.5,
  paymentId: 'pay-1',
  customerInfo: {
    __typename: 'CustomerInfo',
    fullName: 'Camille Roy',
    email: 'camille@example.com',
    phone: '514-555-0101',
    address: '200 Rue Sainte-Catherine, Montréal',
    postalCode: 'H2X 1Y4',
    province: 'QC',
  },
  items: [{ __typename: 'OrderLine', productName: 'Apple Butter', quantity: 1, unitPrice: 10, lineTotal: 10 }],
  taxes: [
    { __typename: 'TaxLine', label: 'GST 5%', amount: 0.5, collectedBy: 'Shop' },
    { __typename: 'TaxLine', label: 'QST 9.975%', amount: 1, collectedBy: 'Mainstreet' },
  ],
  vendor: {
    __typename: 'Vendor',
    id: 'v1',
    businessName: 'Maple Bakery',
    legalName: 'Maple Bakery Inc.',
    address: '12 King St W',
    city: 'Toronto',
    postalCode: 'M5H 1A1',
    gstHstNumber: '123456789RT0001',
    qstNumber: null,
  },
};

describe('ReceiptPage', () => {
  it("shows the shop's legal name and numbers, each tax with who collects it, and the total", async () => {
    setSession({ token: 't', role: 'Customer', name: 'Camille' });
    const { client, operations } = createTestClient(() => ({ data: { order: quebecOrder } }));
    renderAt(<ReceiptPage />, { client, path: '/orders/ord-1-abc123/receipt', routePath: '/orders/:id/receipt' });

    expect(await screen.findByRole('heading', { name: 'Receipt for order #ABC123' })).toBeInTheDocument();
    expect(operations[0].variables).toEqual({ id: 'ord-1-abc123' });
    const seller = screen.getByRole('region', { name: 'Sold by' });
    expect(seller).toHaveTextContent('Maple Bakery Inc.');
    expect(seller).toHaveTextContent('GST/HST no. 123456789RT0001');
    expect(screen.getByRole('region', { name: 'Shipped to' })).toHaveTextContent('H2X 1Y4, Quebec');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('GST 5%').closest('dt')).toHaveTextContent('GST 5% (collected by Maple Bakery Inc.)');
    expect(within(totals).getByText('QST 9.975%').closest('dt')).toHaveTextContent('QST 9.975% (collected by Mainstreet)');
    expect(totals).toHaveTextContent('$11.50 CAD');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says the receipt was not found for an order that is not the caller\'s', async () => {
    setSession({ token: 't', role: 'Customer', name: 'Camille' });
    const { client } = createTestClient(() => ({ errors: [{ message: 'Order not found.', extensions: { code: 'NOT_FOUND' } }] }));
    renderAt(<ReceiptPage />, { client, path: '/orders/other/receipt', routePath: '/orders/:id/receipt' });
    expect(await screen.findByText('Receipt not found.')).toBeInTheDocument();
  });
});
