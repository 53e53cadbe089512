import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession } from '../../app/testing.utils';
import type { GetCheckoutConfirmationQuery } from '../../gql/graphql';
import OrderConfirmationPage, { cardDescription } from './OrderConfirmationPage';
import { setupI18n } from '@lingui/core';

const en = setupI18n({ locale: 'en-CA', messages: { 'en-CA': {} } });

const order = (id: string, shop: string, product: string, subtotalCents: number, taxes: { label: string; amount: number }[]) => ({
  __typename: 'Order' as const,
  id,
  shortNumber: id.slice(-6).toUpperCase(),
  subtotalCents,
  totalCents: subtotalCents + Math.round(taxes.reduce((sum, tax) => sum + tax.amount, 0) * 100),
  vendor: { __typename: 'Vendor' as const, id: `v-${id}`, businessName: shop },
  items: [{ __typename: 'OrderLine' as const, productId: `p-${id}`, productName: product, quantity: 2, lineTotal: subtotalCents / 100 }],
  taxes: taxes.map((tax) => ({ __typename: 'TaxLine' as const, ...tax })),
});

const confirmation: GetCheckoutConfirmationQuery['checkoutConfirmation'] = {
  __typename: 'CheckoutConfirmation',
  paymentId: 'pay-1',
  placedAt: '2026-11-27T20:00:00.000Z',
  paymentPending: false,
  cardBrand: 'visa',
  cardLast4: '4242',
  subtotalCents: 3000,
  taxCents: 345,
  totalCents: 3345,
  shipTo: {
    __typename: 'CustomerInfo',
    fullName: 'Camille Roy',
    email: 'camille@example.com',
    phone: '514-555-0101',
    address: '200 Rue Sainte-Catherine, Montréal',
    postalCode: 'H2X 1Y4',
    province: 'QC',
  },
  orders: [
    order('ord-aaa111', 'Maple Bakery', 'Rye Loaf', 1000, [{ label: 'GST 5%', amount: 0.5 }, { label: 'QST 9.975%', amount: 1 }]),
    order('ord-bbb222', 'County Cheese', 'Aged Cheddar', 2000, [{ label: 'GST 5%', amount: 1 }, { label: 'QST 9.975%', amount: 0.95 }]),
  ],
};

describe('OrderConfirmationPage', () => {
  it("shows each shop's order, the card, the ship-to, the totals and what happens next", async () => {
    setSession({ token: 't', role: 'Customer', name: 'Camille' });
    const { client, operations } = createTestClient(() => ({ data: { checkoutConfirmation: confirmation } }));
    renderAt(<OrderConfirmationPage />, { client, path: '/orders/confirmation/pay-1', routePath: '/orders/confirmation/:paymentId' });

    expect(await screen.findByRole('region', { name: 'Payment' })).toBeInTheDocument();
    expect(operations[0].variables).toEqual({ paymentId: 'pay-1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('$33.45 CAD charged to your Visa ending in 4242');
    expect(screen.getByRole('region', { name: 'Ship to' })).toHaveTextContent('H2X 1Y4, Quebec');
    const bakery = screen.getByRole('article', { name: 'Maple Bakery' });
    expect(bakery).toHaveTextContent('Rye Loaf');
    expect(within(bakery).getByText('QST 9.975%')).toBeInTheDocument();
    expect(within(bakery).getByRole('link', { name: 'Receipt for order #AAA111' })).toHaveAttribute('href', '/orders/ord-aaa111/receipt');
    expect(screen.getByRole('article', { name: 'County Cheese' })).toHaveTextContent('Aged Cheddar');
    expect(screen.getByRole('heading', { name: 'Your 2 orders, one per shop' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent('A confirmation has been sent to camille@example.com.');
  });

  it('says a payment still being confirmed, and that a checkout of someone else is not found', async () => {
    setSession({ token: 't', role: 'Customer', name: 'Camille' });
    const pending = createTestClient(() => ({ data: { checkoutConfirmation: { ...confirmation, paymentPending: true, cardBrand: null, cardLast4: null } } }));
    const { unmount } = renderAt(<OrderConfirmationPage />, { client: pending.client, path: '/orders/confirmation/pay-1', routePath: '/orders/confirmation/:paymentId' });
    expect(await screen.findByText(/still confirming the payment/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(/^Payment\$33\.45 CAD charged\s*Placed/);
    unmount();

    const missing = createTestClient(() => ({ errors: [{ message: 'Order confirmation not found.', extensions: { code: 'NOT_FOUND' } }] }));
    renderAt(<OrderConfirmationPage />, { client: missing.client, path: '/orders/confirmation/other', routePath: '/orders/confirmation/:paymentId' });
    expect(await screen.findByText('Order confirmation not found.')).toBeInTheDocument();
  });

  it('names the card by its brand', () => {
    expect(cardDescription(en, 'mastercard', '4444')).toBe('Mastercard ending in 4444');
    expect(cardDescription(en, 'amex', '8431')).toBe('American Express ending in 8431');
    expect(cardDescription(en, 'newbrand', '1234')).toBe('Newbrand ending in 1234');
    expect(cardDescription(en, null, null)).toBeNull();
  });
});
