import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Card, Checkbox, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import type { GetCheckoutQuery as CheckoutData, Province } from '../../gql/graphql';
import { useProvinceName } from '../../lib/provinces';
import { useFormat } from '../../lib/format';
import { apiAnswerText } from '../../lib/api-text';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { sessionStore } from '../../lib/session.store';
import { useCheckout, useCheckoutData } from './checkout.hooks';
import { OrderSummary } from './OrderSummary';
import { StripeCardFields, TestCardChoice, type TestCardId } from './PaymentFields';
import { ShippingFields } from './ShippingFields';
import {
  normalizeShipping,
  validateShipping,
  type ShippingDetails,
  type ShippingErrors,
} from './shipping-form.rules';
import { PAYMENT_METHOD_NOT_READY, useStripePayment } from './stripe-payment.hook';
import { loadStripeJs, type StripeLoader } from './stripe.loader';
import type { PageMetaProps } from '../../components/meta/PageMeta';

// Spec section 8 (Payment).
export const NO_TOKEN = msg`No authentication token found.`;
export { CHECKOUT_FAILED, PAYMENT_FAILED } from './checkout.hooks';

const SHIPPING_FIELD_ORDER: (keyof ShippingDetails)[] = ['fullName', 'email', 'phone', 'address', 'province', 'postalCode'];

export type CheckoutPageProps = {
  /** How Stripe.js is loaded; tests pass a fake. */
  stripeLoader?: StripeLoader;
};

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Checkout`,
  description: msg`Enter your shipping details and pay.`,
};

/** /checkout (Customer only): shipping details, order summary and payment for the whole cart. */
export default function CheckoutPage({ stripeLoader = loadStripeJs }: CheckoutPageProps) {
  const { t } = useLingui();
  // The shipping province once chosen: the cart's taxes are asked again for it.
  const [province, setProvince] = useState<Province | null>(null);
  const { data, loading, error, refresh } = useCheckoutData(province);
  // Set once the order is placed, while the router moves to its confirmation page.
  const [placedMessage, setPlacedMessage] = useState<string | null>(null);

  let content: React.ReactNode;
  if (placedMessage) {
    content = <FormAlert status="success">{placedMessage}</FormAlert>;
  } else if (error && !data) {
    content = <ErrorBanner>{t`Failed to load cart.`}</ErrorBanner>;
  } else if (!data) {
    content = <LoadingMessage>{t`Loading checkout...`}</LoadingMessage>;
  } else if (data.cart.items.length === 0) {
    content = (
      <Stack gap="2" py="4">
        <Text fontSize="lg">{t`Your cart is empty.`}</Text>
        <AppLink to="/products" color="brand.700" fontWeight="semibold" _dark={{ color: 'brand.300' }}>
          {t`Start shopping now!`}
        </AppLink>
      </Stack>
    );
  } else {
    content = (
      <CheckoutForm
        data={data}
        refreshing={loading}
        stripeLoader={stripeLoader}
        onRefetch={refresh}
        onPlaced={setPlacedMessage}
        onProvinceChange={setProvince}
      />
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="2xl" mb="6">
        {t`Checkout`}
      </Heading>
      {content}
    </Container>
  );
}

type CheckoutFormProps = {
  data: CheckoutData;
  /** True while the cart is being fetched again (after a stale total or missing stock). */
  refreshing: boolean;
  stripeLoader: StripeLoader;
  onRefetch: () => void;
  onPlaced: (message: string) => void;
  /** The shipping province changed: the taxes must be computed for it. */
  onProvinceChange: (province: Province) => void;
};

function CheckoutForm({ data, refreshing, stripeLoader, onRefetch, onPlaced, onProvinceChange }: CheckoutFormProps) {
  const { me, cart, paymentConfig } = data;
  const { i18n, t } = useLingui();
  const format = useFormat();
  const provinceName = useProvinceName();
  const navigate = useNavigate();
  const checkout = useCheckout({ customerId: me?.id ?? null, productIds: cart.items.map((line) => line.product.id) });

  // Prefilled once from the saved shipping address, else from the account; the customer may ship elsewhere.
  const saved = me?.shippingAddress ?? null;
  const [shipping, setShipping] = useState<ShippingDetails>(() => ({
    fullName: saved?.fullName ?? me?.name ?? '',
    email: me?.email ?? '',
    phone: saved?.phone ?? me?.phone ?? '',
    address: saved?.address ?? '',
    postalCode: saved?.postalCode ?? '',
    // The cart's first answer is for the profile's province (a saved address sets it), else Ontario.
    province: saved?.province ?? cart.taxProvince,
  }));
  // Ticked while no address is saved: the first checkout keeps it for the next.
  const [saveAddress, setSaveAddress] = useState(!saved);
  // A saved address in another province than the profile's (changed since): show its taxes.
  useEffect(() => {
    if (saved && saved.province !== cart.taxProvince) onProvinceChange(saved.province);
    // Once, on the first answer only.
  }, []);
  const [fieldErrors, setFieldErrors] = useState<ShippingErrors>({});
  const [testCard, setTestCard] = useState<TestCardId>('pm_card_visa');
  const [banner, setBanner] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  // A ref, not state: a double click lands both clicks before React re-renders the button
  // as disabled, and only the first may start a request.
  const submittingRef = useRef(false);
  // Shipping details checked when the wallet sheet opened, for its paymentmethod event.
  const walletShippingRef = useRef<ShippingDetails | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const stripeMode = !paymentConfig.testMode;
  const stripe = useStripePayment({
    enabled: stripeMode,
    publishableKey: paymentConfig.publishableKey,
    loader: stripeLoader,
    totalCents: cart.totalCents,
    onWalletPaymentMethod: async (paymentMethodId) => {
      const details = walletShippingRef.current;
      if (!details || submittingRef.current) return false;
      return runExclusive(() => placeOrder(details, paymentMethodId));
    },
  });

  /** Validates the shipping form; on errors shows them and focuses the first. */
  function checkShipping(): ShippingDetails | null {
    const errors = validateShipping(shipping, i18n);
    setFieldErrors(errors);
    const firstInvalid = SHIPPING_FIELD_ORDER.find((name) => errors[name]);
    if (firstInvalid) {
      const input = formRef.current?.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return null;
    }
    return normalizeShipping(shipping);
  }

  async function runExclusive(task: () => Promise<boolean>): Promise<boolean> {
    submittingRef.current = true;
    setPaying(true);
    try {
      return await task();
    } finally {
      submittingRef.current = false;
      setPaying(false);
    }
  }

  async function placeOrder(details: ShippingDetails, paymentMethodId: string): Promise<boolean> {
    const attempt = await checkout.placeOrder(details, paymentMethodId, cart.totalCents, saveAddress);
    if (attempt.kind === 'refused') {
      // A changed total or missing stock: show the cart as it is now.
      if (attempt.cartChanged) onRefetch();
      setBanner(attempt.message);
      return false;
    }
    const placed = apiAnswerText(i18n, attempt.message);
    onPlaced(placed);
    void navigate(`/orders/confirmation/${attempt.paymentId}`, { state: { checkoutMessage: placed } });
    return true;
  }

  /** Shared start of both ways to pay; null when the attempt must not go on. */
  function beginAttempt(): ShippingDetails | null {
    if (submittingRef.current) return null;
    setBanner(null);
    const details = checkShipping();
    if (!details) return null;
    if (!sessionStore.getToken()) {
      setBanner(i18n._(NO_TOKEN));
      return null;
    }
    return details;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const details = beginAttempt();
    if (!details) return;
    await runExclusive(async () => {
      let paymentMethodId: string = testCard;
      if (stripeMode) {
        const method = await stripe.createPaymentMethod({
          name: details.fullName,
          email: details.email,
          phone: details.phone,
          postalCode: details.postalCode,
        });
        if (method.error !== undefined) {
          setBanner(method.error);
          return false;
        }
        paymentMethodId = method.id;
      }
      return placeOrder(details, paymentMethodId);
    });
  }

  function handleWalletClick() {
    const details = beginAttempt();
    if (!details) return;
    walletShippingRef.current = details;
    // show() must run inside the click handler, so nothing async happens before it.
    if (!stripe.showWallet()) setBanner(i18n._(PAYMENT_METHOD_NOT_READY));
  }

  const amount = `${format.moneyCents(cart.totalCents)} CAD`;
  const taxProvince = provinceName(cart.taxProvince);

  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
      <Stack asChild gap="6">
        <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={t`Checkout`}>
          <Card.Root as="section" aria-labelledby="shipping-heading" variant="outline">
            <Card.Header>
              <Heading as="h2" size="lg" id="shipping-heading">
                {t`Shipping details`}
              </Heading>
            </Card.Header>
            <Card.Body>
              <ShippingFields
                value={shipping}
                errors={fieldErrors}
                onChange={(next) => {
                  setShipping(next);
                  if (next.province !== shipping.province) onProvinceChange(next.province);
                  // Clear a field's error as soon as it is edited.
                  setFieldErrors((errors) => {
                    const changed = SHIPPING_FIELD_ORDER.filter((name) => next[name] !== shipping[name]);
                    if (!changed.some((name) => errors[name])) return errors;
                    const rest = { ...errors };
                    for (const name of changed) delete rest[name];
                    return rest;
                  });
                }}
                disabled={paying}
              />
              <Checkbox.Root mt="4" checked={saveAddress} onCheckedChange={(details) => setSaveAddress(details.checked === true)} disabled={paying}>
                <Checkbox.HiddenInput name="saveShippingAddress" />
                <Checkbox.Control />
                <Checkbox.Label>{t`Save for next time`}</Checkbox.Label>
              </Checkbox.Root>
            </Card.Body>
          </Card.Root>

          <Card.Root as="section" aria-labelledby="payment-heading" variant="outline">
            <Card.Header>
              <Heading as="h2" size="lg" id="payment-heading">
                {t`Payment`}
              </Heading>
            </Card.Header>
            <Card.Body>
              {stripeMode ? (
                <StripeCardFields
                  status={stripe.status}
                  initError={stripe.initError}
                  cardError={stripe.cardError}
                  cardContainerRef={stripe.cardContainerRef}
                  wallets={stripe.wallets}
                  onWalletClick={handleWalletClick}
                  disabled={paying || refreshing}
                />
              ) : (
                <TestCardChoice value={testCard} onChange={setTestCard} disabled={paying} />
              )}
            </Card.Body>
          </Card.Root>

          {banner && <FormAlert status="error">{banner}</FormAlert>}

          <Box>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              w={{ base: 'full', sm: 'auto' }}
              loading={paying}
              loadingText={t`Processing payment...`}
              disabled={refreshing}
            >
              {t`Pay ${amount}`}
            </Button>
            <Text fontSize="sm" color="fg.muted" mt="2">
              {t`One payment of ${amount} (taxes for ${taxProvince} included) for all shops in your cart.`}
            </Text>
          </Box>
        </form>
      </Stack>

      <OrderSummary cart={cart} />
    </Grid>
  );
}
