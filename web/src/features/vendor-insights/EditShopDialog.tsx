import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FrenchContentFields } from '../../components/forms/FrenchContentFields';
import { FormAlert } from '../../components/ui/FormAlert';
import { TextField } from '../../components/ui/TextField';
import type { MyShopFieldsFragment } from '../../gql/graphql';
import type { uploadImage } from '../../lib/image-upload';
import { useUpdateShopProfile } from './vendor-insights.hooks';
import { useLingui } from '@lingui/react/macro';

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';

type EditShopDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shop: MyShopFieldsFragment;
  onSaved: () => void;
  /** Replaces the upload request (tests). */
  upload?: typeof uploadImage;
};

function ShopForm({ shop, onSaved, upload }: Omit<EditShopDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useLingui();
  const { vendor } = shop;
  const [values, setValues] = useState({
    businessName: vendor.businessName,
    phone: vendor.phone ?? '',
    address: vendor.address ?? '',
    city: vendor.city ?? '',
    postalCode: vendor.postalCode ?? '',
    description: vendor.description ?? '',
    legalName: vendor.legalName ?? '',
    gstHstNumber: vendor.gstHstNumber ?? '',
    qstNumber: vendor.qstNumber ?? '',
    nameFr: vendor.businessNameFr ?? '',
    descriptionFr: vendor.descriptionFr ?? '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { save, uploading, saving } = useUpdateShopProfile(upload);

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((prev) => ({ ...prev, [name]: e.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const businessName = values.businessName.trim();
    if (!businessName) {
      setFormError(t`Business name is required.`);
      return;
    }
    // The API clears every optional field sent empty, so the whole profile is sent.
    const outcome = await save(
      {
        businessName,
        phone: values.phone.trim() || null,
        address: values.address.trim() || null,
        city: values.city.trim() || null,
        postalCode: values.postalCode.trim() || null,
        description: values.description.trim() || null,
        legalName: values.legalName.trim() || null,
        gstHstNumber: values.gstHstNumber.trim() || null,
        qstNumber: values.qstNumber.trim() || null,
        businessNameFr: values.nameFr.trim() || null,
        descriptionFr: values.descriptionFr.trim() || null,
      },
      photo,
    );
    if (outcome.ok) onSaved();
    else setFormError(outcome.message);
  }

  const busy = uploading || saving;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          {formError && <FormAlert status="error">{formError}</FormAlert>}
          <TextField label={t`Business name`} required autoComplete="organization" {...field('businessName')} />
          <TextField
            label={t`Email`}
            type="email"
            name="email"
            value={shop.email}
            disabled
            readOnly
            helperText={t`Your sign-in email cannot be changed here.`}
          />
          <TextField label={t`Phone`} type="tel" autoComplete="tel" {...field('phone')} />
          <TextField label={t`Address`} autoComplete="street-address" {...field('address')} />
          <TextField label={t`City`} autoComplete="address-level2" {...field('city')} />
          <TextField label={t`Postal code`} autoComplete="postal-code" {...field('postalCode')} />
          <TextField label={t`Legal name`} helperText={t`Printed on receipts; the business name when empty.`} {...field('legalName')} />
          <TextField
            label={t`GST/HST number`}
            placeholder="123456789RT0001"
            helperText="9 digits, RT and 4 digits. Empty: not registered, and Mainstreet collects the GST/HST on your sales."
            {...field('gstHstNumber')}
          />
          <TextField
            label={t`QST number`}
            placeholder="1234567890TQ0001"
            helperText="10 digits, TQ and 4 digits. Empty: Mainstreet collects the QST on your sales to Quebec."
            {...field('qstNumber')}
          />
          <Field.Root>
            <Field.Label>{t`Description`}</Field.Label>
            <Textarea rows={4} {...field('description')} />
          </Field.Root>
          <FrenchContentFields kind="shop" values={values} onChange={(name, value) => setValues((prev) => ({ ...prev, [name]: value }))} disabled={busy} />
          <Field.Root>
            <Field.Label>{t`Profile image`}</Field.Label>
            <Input
              type="file"
              accept={ACCEPTED_IMAGES}
              p="1"
              onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            />
            <Field.HelperText>{t`JPEG, PNG or WebP, up to 5 MB. Leave empty to keep the current image.`}</Field.HelperText>
          </Field.Root>
          {photo && (
            <Text fontSize="sm" color="fg.muted">
              {t`Selected: ${photo.name}`}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={busy}>
            {t`Cancel`}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" loading={busy} loadingText={uploading ? t`Uploading...` : t`Saving...`}>
          {t`Save changes`}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** The shop profile form in a modal dialog: focus is trapped inside, Escape closes it. */
export function EditShopDialog({ open, onOpenChange, shop, onSaved, upload }: EditShopDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Edit profile`}</Dialog.Title>
            </Dialog.Header>
            {/* Mounted only while open, so each opening starts from the saved values. */}
            {open && <ShopForm shop={shop} onSaved={onSaved} upload={upload} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
