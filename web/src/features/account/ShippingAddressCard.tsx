import { useLingui } from '@lingui/react/macro';
import { Button, Card, Field, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/ui/FormAlert';
import { TextField } from '../../components/ui/TextField';
import type { Province, ShippingAddressInput } from '../../gql/graphql';
import { useShippingAddress } from './account.hooks';
import { ProvinceSelect } from '../../components/ui/ProvinceSelect';

type SavedAddress = ShippingAddressInput;
type Feedback = { status: 'error' | 'success'; message: string } | null;

const EMPTY: SavedAddress = { fullName: '', phone: '', address: '', province: 'ON', postalCode: '' };

/**
 * A customer's saved shipping address, which the checkout pre-fills (also saved from the checkout with
 * "Save for next time"). Checked by the server: a postal code of another province is refused.
 */
export function ShippingAddressCard({ saved, accountName, accountPhone }: { saved: SavedAddress | null; accountName: string; accountPhone: string | null }) {
  const [address, setAddress] = useState<SavedAddress>(() =>
    saved ? { fullName: saved.fullName, phone: saved.phone, address: saved.address, province: saved.province, postalCode: saved.postalCode } : { ...EMPTY, fullName: accountName, phone: accountPhone ?? '' },
  );
  const { t } = useLingui();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { save, remove, busy } = useShippingAddress();
  const set = (name: keyof SavedAddress) => (event: { target: { value: string } }) => setAddress((current) => ({ ...current, [name]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    const outcome = await save(address);
    setFeedback(outcome.ok ? { status: 'success', message: t`Your shipping address has been saved.` } : { status: 'error', message: outcome.message });
  }

  async function handleRemove() {
    setFeedback(null);
    const outcome = await remove();
    if (outcome.ok) setAddress({ ...EMPTY, fullName: accountName, phone: accountPhone ?? '' });
    setFeedback(outcome.ok ? { status: 'success', message: t`Your shipping address has been removed.` } : { status: 'error', message: outcome.message });
  }

  return (
    <Card.Root as="section" aria-labelledby="shipping-address-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="shipping-address-heading">
          {t`Shipping address`}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {saved ? t`The checkout fills this in for you.` : t`Save an address and the checkout fills it in for you.`}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack asChild gap="4">
          <form onSubmit={handleSubmit} noValidate aria-label={t`Shipping address`}>
            {feedback && <FormAlert status={feedback.status}>{feedback.message}</FormAlert>}
            <TextField label={t`Recipient name`} required name="shippingFullName" autoComplete="shipping name" value={address.fullName} onChange={set('fullName')} />
            <TextField label={t`Recipient phone`} required type="tel" name="shippingPhone" autoComplete="shipping tel" value={address.phone} onChange={set('phone')} />
            <TextField
              label={t`Street address and city`}
              required
              name="shippingAddress"
              autoComplete="shipping street-address"
              placeholder={t`Street, city`}
              value={address.address}
              onChange={set('address')}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Field.Root required>
                <Field.Label>
                  {t`Shipping province`} <Field.RequiredIndicator />
                </Field.Label>
                <ProvinceSelect
                  name="shippingProvince"
                  autoComplete="shipping address-level1"
                  value={address.province}
                  onChange={(province) => setAddress((current) => ({ ...current, province: province as Province }))}
                />
              </Field.Root>
              <TextField
                label={t`Postal Code`}
                required
                name="shippingPostalCode"
                autoComplete="shipping postal-code"
                placeholder="M5V 2T6"
                maxLength={7}
                value={address.postalCode}
                onChange={set('postalCode')}
              />
            </SimpleGrid>
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={busy} loadingText={t`Saving...`}>
                {t`Save address`}
              </Button>
              {saved && (
                <Button type="button" variant="outline" onClick={() => void handleRemove()} disabled={busy}>
                  {t`Remove address`}
                </Button>
              )}
            </HStack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
