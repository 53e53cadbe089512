import type { RefObject } from 'react';
import { Badge, Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '../../components/ui/FormAlert';
import type { Wallets } from './stripe-payment.hook';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The built-in test provider's payment methods (Stripe's test ids, so Stripe test keys work too). */
export const TEST_CARDS = [
  { id: 'pm_card_visa', label: msg`Visa (succeeds)` },
  { id: 'pm_card_chargeDeclined', label: msg`Declined card` },
] as const;

export type TestCardId = (typeof TEST_CARDS)[number]['id'];

type TestCardChoiceProps = {
  value: TestCardId;
  onChange: (value: TestCardId) => void;
  disabled?: boolean;
};

/** Test mode: no card form, a choice between the test provider's two cards. */
export function TestCardChoice({ value, onChange, disabled }: TestCardChoiceProps) {
  const { i18n, t } = useLingui();
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        {/* Dark text on a light orange: white on orange.500 is below axe's contrast ratio. */}
        <Badge colorPalette="orange" variant="subtle" size="lg">
          {t`Test mode`}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {t`No money moves: pick a test card.`}
        </Text>
      </HStack>
      {/* Native radios in a fieldset: keyboard and screen-reader behaviour for free, and far
          less code on the checkout route than a scripted radio group. */}
      <chakra.fieldset disabled={disabled} border="0" p="0" m="0">
        <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
          {t`Test card`}
        </chakra.legend>
        <Stack gap="2">
          {TEST_CARDS.map((card) => (
            <HStack as="label" key={card.id} gap="2.5" cursor={disabled ? 'not-allowed' : 'pointer'} w="fit-content">
              <chakra.input
                type="radio"
                name="testCard"
                value={card.id}
                checked={value === card.id}
                onChange={() => onChange(card.id)}
                w="4"
                h="4"
                accentColor="brand.600"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
              />
              <Text>{i18n._(card.label)}</Text>
            </HStack>
          ))}
        </Stack>
      </chakra.fieldset>
    </Stack>
  );
}

type StripeCardFieldsProps = {
  status: 'loading' | 'ready' | 'failed';
  initError: string | null;
  cardError: string | null;
  cardContainerRef: RefObject<HTMLDivElement | null>;
  wallets: Wallets;
  onWalletClick: () => void;
  disabled?: boolean;
};

/**
 * Stripe mode: the browser's wallets when it has one (Google Pay / Apple Pay through Stripe's
 * PaymentRequest), then the Card Element, which Stripe renders in its own iframe.
 */
export function StripeCardFields({
  status,
  initError,
  cardError,
  cardContainerRef,
  wallets,
  onWalletClick,
  disabled,
}: StripeCardFieldsProps) {
  const { t } = useLingui();
  const walletLabels = [wallets.googlePay && 'Google Pay', wallets.applePay && 'Apple Pay'].filter(
    (label): label is string => Boolean(label),
  );
  return (
    <Stack gap="4">
      {initError && <FormAlert status="error">{initError}</FormAlert>}
      {walletLabels.length > 0 && (
        <Stack gap="2">
          {walletLabels.map((label) => (
            <Button
              key={label}
              type="button"
              variant="solid"
              bg="black"
              color="white"
              _hover={{ bg: 'gray.800' }}
              onClick={onWalletClick}
              disabled={disabled}
            >
              {t`Pay with ${label}`}
            </Button>
          ))}
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {t`or pay by card`}
          </Text>
        </Stack>
      )}
      <Box hidden={status === 'failed'}>
        <Text id="card-element-label" fontWeight="medium" mb="1.5" fontSize="sm">
          {t`Card details`}
        </Text>
        <Box
          ref={cardContainerRef}
          role="group"
          aria-labelledby="card-element-label"
          aria-describedby={cardError ? 'card-element-error' : undefined}
          borderWidth="1px"
          borderColor={cardError ? 'border.error' : 'border'}
          borderRadius="md"
          px="3"
          py="2.5"
          minH="42px"
          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
        />
        {status === 'loading' && (
          <Text role="status" fontSize="sm" color="fg.muted" mt="1">
            {t`Loading the secure card form...`}
          </Text>
        )}
        <Text id="card-element-error" role="alert" fontSize="sm" color="fg.error" mt="1" hidden={!cardError}>
          {cardError}
        </Text>
      </Box>
    </Stack>
  );
}
