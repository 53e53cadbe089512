import { Badge, Box, Button, Container, Field, Flex, Heading, HStack, Input, InputGroup, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FormAlert } from '../../components/ui/FormAlert';
import { useFormat } from '../../lib/format';
import type { AdminVendorFieldsFragment } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/debounced-value.hook';
import { useAdminVendors, useVendorDeletionImpact } from './admin.hooks';
import { useConfirmedDelete } from './confirmed-delete.hook';
import { VendorDialog } from './VendorDialog';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const SEARCH_DELAY_MS = 300;

type Vendor = AdminVendorFieldsFragment;
type DialogState = { open: false } | { open: true; vendor: Vendor | null };

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Vendors — Admin`,
  description: msg`Find, verify, edit and remove vendors.`,
};

/** /admin/vendors: every shop, verified or pending, searchable by name, with add, edit and delete. */
export default function AdminVendorsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { vendors, loading, more, deleteVendor } = useAdminVendors(q);

  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const deletion = useConfirmedDelete<Vendor>({
    remove: deleteVendor,
    nameOf: (vendor) => vendor.name,
    failure: t`Failed to delete vendor.`,
  });
  const { notice, setNotice } = deletion;
  // What the delete does to the shop's customers, asked each time the dialog opens (orders change).
  const impact = useVendorDeletionImpact(deletion.open ? (deletion.target?.id ?? null) : null);

  let body: React.ReactNode;
  if (!vendors && loading) {
    body = <LoadingMessage>{t`Loading vendors...`}</LoadingMessage>;
  } else if (!vendors) {
    body = <ErrorBanner>{t`Failed to fetch vendors.`}</ErrorBanner>;
  } else if (vendors.length === 0) {
    body = <EmptyMessage>{t`No vendors found`}</EmptyMessage>;
  } else {
    body = (
      <Stack gap={4}>
        <TableScrollArea label={t`Vendors`} borderWidth="1px" rounded="md">
          <Table.Root size="sm" interactive>
            <Table.Caption srOnly>{t`Vendors`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Name`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Email`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Phone`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Products`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Text srOnly>{t`Actions`}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {vendors.map((vendor) => (
                <Table.Row key={vendor.id}>
                  <Table.Cell fontWeight="medium">{vendor.name}</Table.Cell>
                  <Table.Cell>{vendor.email}</Table.Cell>
                  <Table.Cell>{vendor.phone || t`N/A`}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={vendor.isVerified ? 'green' : 'orange'}>{vendor.isVerified ? t`Verified` : t`Pending`}</Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{vendor.productCount}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack gap={1} justify="flex-end">
                      <Button size="xs" variant="ghost" onClick={() => setDialog({ open: true, vendor })} aria-label={t`Edit ${vendor.name}`}>
                        <LuPencil aria-hidden="true" />
                        {t`Edit`}
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => {
                          deletion.ask(vendor);
                        }}
                        aria-label={t`Delete ${vendor.name}`}
                      >
                        <LuTrash2 aria-hidden="true" />
                        {t`Delete`}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
        <LoadMoreFooter itemsLabel={t`vendors`} state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap={4} mb={6} direction={{ base: 'column', md: 'row' }}>
        <Heading as="h1" size="2xl">
          {t`Vendors`}
        </Heading>
        <Button colorPalette="brand" onClick={() => setDialog({ open: true, vendor: null })}>
          <LuPlus aria-hidden="true" />
          {t`Add Vendor`}
        </Button>
      </Flex>

      <Box role="search" mb={6} maxW="md">
        <Field.Root>
          <Field.Label>{t`Search by name`}</Field.Label>
          <InputGroup startElement={<LuSearch aria-hidden="true" />}>
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </InputGroup>
        </Field.Root>
      </Box>

      {notice && (
        <Box mb={4}>
          <FormAlert status={notice.status}>{notice.text}</FormAlert>
        </Box>
      )}
      {body}

      <VendorDialog
        open={dialog.open}
        vendor={dialog.open ? dialog.vendor : null}
        onClose={() => setDialog({ open: false })}
        onSaved={(saved, created) =>
          setNotice({
            status: 'success',
            text: created ? t`Added ${saved.name}. The owner will get an email to set a password.` : t`Saved ${saved.name}.`,
          })
        }
      />
      <ConfirmDialog
        open={deletion.open}
        onOpenChange={(open) => {
          if (!open) deletion.close();
        }}
        title={t`Delete vendor`}
        message={
          deletion.target
            ? t`Delete ${deletion.target.name}? The shop and its products leave the catalogue and its owner can no longer sign in; past orders stay readable.`
            : ''
        }
        details={deletion.target ? deletionImpactText(impact, i18n, format.moneyCents) : undefined}
        confirmLabel={t`Delete`}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
      />
    </Container>
  );
}

type Impact = { openOrderCount: number; refundTotalCents: number };

/** The confirmation's line about the shop's open orders: cancelled, and refunded to their customers. */
function deletionImpactText(
  { impact, loading, error }: { impact?: Impact; loading: boolean; error?: unknown },
  i18n: ReturnType<typeof useLingui>['i18n'],
  money: (cents: number) => string,
): string {
  if (impact && !loading) {
    const { openOrderCount: count, refundTotalCents: cents } = impact;
    if (count === 0) return i18n._(msg`It has no open orders.`);
    if (count === 1) return i18n._(msg`This cancels 1 open order and refunds ${money(cents)} to its customer.`);
    return i18n._(msg`This cancels ${count} open orders and refunds ${money(cents)} to their customers.`);
  }
  if (error && !loading) return i18n._(msg`Could not check the shop's open orders. Deleting it cancels and refunds any it has.`);
  return i18n._(msg`Checking open orders...`);
}
