import { chakra, Button, CloseButton, Dialog, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/ui/FormAlert';
import { TextField } from '../../components/ui/TextField';
import type { AdminVendorFieldsFragment } from '../../gql/graphql';
import { useSaveVendor } from './admin.hooks';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** Spec section 5: the admin vendor modal needs a name and an email. */
export const VENDOR_REQUIRED = msg`Name and email are required.`;

export interface VendorDialogProps {
  open: boolean;
  /** The shop to edit, or null to add one. */
  vendor: AdminVendorFieldsFragment | null;
  onClose: () => void;
  onSaved: (vendor: AdminVendorFieldsFragment, created: boolean) => void;
}

/** Add or edit a shop: name, owner email, phone and whether it is verified (public). */
export function VendorDialog({ open, vendor, onClose, onSaved }: VendorDialogProps) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [isVerified, setIsVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verifiedHelpId = useId();
  const { save, saving } = useSaveVendor();

  useEffect(() => {
    if (!open) return;
    setName(vendor?.name ?? '');
    setEmail(vendor?.email ?? '');
    setPhone(vendor?.phone ?? '');
    setIsVerified(vendor?.isVerified ?? false);
    setError(null);
  }, [open, vendor]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!name.trim() || !email.trim()) {
      setError(i18n._(VENDOR_REQUIRED));
      return;
    }
    const input = { name: name.trim(), email: email.trim(), phone: phone.trim() || null, isVerified };
    const outcome = await save(vendor?.id ?? null, input);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    if (outcome.value) onSaved(outcome.value, !vendor);
    onClose();
  }

  const title = vendor ? t`Edit Vendor` : t`Add Vendor`;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form noValidate onSubmit={(event) => void submit(event)} display="contents">
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  {error && <FormAlert status="error">{error}</FormAlert>}
                  <TextField label={t`Name`} required name="name" value={name} onChange={(e) => setName(e.target.value)} disabled={saving} />
                  <TextField
                    label={t`Email`}
                    required
                    type="email"
                    name="email"
                    autoComplete="off"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    disabled={saving}
                  />
                  <TextField label={t`Phone`} type="tel" name="phone" value={phone} onChange={(e) => setPhone(e.target.value)} disabled={saving} />
                  <Stack gap={1}>
                    <Switch.Root
                      checked={isVerified}
                      onCheckedChange={(details) => setIsVerified(details.checked)}
                      colorPalette="brand"
                      disabled={saving}
                    >
                      <Switch.HiddenInput role="switch" aria-describedby={verifiedHelpId} />
                      <Switch.Control>
                        <Switch.Thumb />
                      </Switch.Control>
                      <Switch.Label>{t`Verified`}</Switch.Label>
                    </Switch.Root>
                    <Text id={verifiedHelpId} fontSize="sm" color="fg.muted">
                      {t`Only verified vendors and their products appear in the catalogue.`}
                    </Text>
                  </Stack>
                  {!vendor && (
                    <Text color="fg.muted" fontSize="sm">
                      {t`The vendor gets an email with a link to set their own password.`}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={saving}>
                    {t`Cancel`}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving...`}>
                  {t`Save Vendor`}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
