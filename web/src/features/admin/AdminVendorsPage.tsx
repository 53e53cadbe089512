import { Badge, Box, Button, Container, Field, Flex, Heading, HStack, Input, InputGroup, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FormAlert } from '../../components/ui/FormAlert';
import { formatCents } from '../../lib/money';
import type { AdminVendorFieldsFragment } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/debounced-value.hook';
import { useAdminVendors, useVendorDeletionImpact } from './admin.hooks';
import { useConfirmedDelete } from './confirmed-delete.hook';
import { VendorDialog } from './VendorDialog';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { PageMetaProps } from '../../components/meta/PageMeta';

const SEARCH_DELAY_MS = 300;

type Vendor = AdminVendorFieldsFragment;
type DialogState = { open: false } | { open: true; vendor: Vendor | null };

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Vendors — Admin',
  description: 'Find, verify, edit and remove vendors.',
};

/** /admin/vendors: every shop, verified or pending, searchable by name, with add, edit and delete. */
export default function AdminVendorsPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { vendors, loading, more, deleteVendor } = useAdminVendors(q);

  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const deletion = useConfirmedDelete<Vendor>({
    remove: deleteVendor,
    nameOf: (vendor) => vendor.name,
    failure: 'Failed to delete vendor.',
  });
  const { notice, setNotice } = deletion;
  // What the delete does to the shop's customers, asked each time the dialog opens (orders change).
  const impact = useVendorDeletionImpact(deletion.open ? (deletion.target?.id ?? null) : null);

  let body: React.ReactNode;
  if (!vendors && loading) {
    body = <LoadingMessage>Loading vendors...</LoadingMessage>;
  } else if (!vendors) {
    body = <ErrorBanner>Failed to fetch vendors.</ErrorBanner>;
  } else if (vendors.length === 0) {
    body = <EmptyMessage>No vendors found</EmptyMessage>;
  } else {
    body = (
      <Stack gap={4}>
        <TableScrollArea label="Vendors" borderWidth="1px" rounded="md">
          <Table.Root size="sm" interactive>
            <Table.Caption srOnly>Vendors</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Phone</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Products</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Text srOnly>Actions</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {vendors.map((vendor) => (
                <Table.Row key={vendor.id}>
                  <Table.Cell fontWeight="medium">{vendor.name}</Table.Cell>
                  <Table.Cell>{vendor.email}</Table.Cell>
                  <Table.Cell>{vendor.phone || 'N/A'}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={vendor.isVerified ? 'green' : 'orange'}>{vendor.isVerified ? 'Verified' : 'Pending'}</Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{vendor.productCount}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack gap={1} justify="flex-end">
                      <Button size="xs" variant="ghost" onClick={() => setDialog({ open: true, vendor })} aria-label={`Edit ${vendor.name}`}>
                        <LuPencil aria-hidden="true" />
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => {
                          deletion.ask(vendor);
                        }}
                        aria-label={`Delete ${vendor.name}`}
                      >
                        <LuTrash2 aria-hidden="true" />
                        Delete
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
        <LoadMoreFooter itemsLabel="vendors" state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap={4} mb={6} direction={{ base: 'column', md: 'row' }}>
        <Heading as="h1" size="2xl">
          Vendors
        </Heading>
        <Button colorPalette="brand" onClick={() => setDialog({ open: true, vendor: null })}>
          <LuPlus aria-hidden="true" />
          Add Vendor
        </Button>
      </Flex>

      <Box role="search" mb={6} maxW="md">
        <Field.Root>
          <Field.Label>Search by name</Field.Label>
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
            text: created ? `Added ${saved.name}. The owner will get an email to set a password.` : `Saved ${saved.name}.`,
          })
        }
      />
      <ConfirmDialog
        open={deletion.open}
        onOpenChange={(open) => {
          if (!open) deletion.close();
        }}
        title="Delete vendor"
        message={
          deletion.target
            ? `Delete ${deletion.target.name}? The shop and its products leave the catalogue and its owner can no longer sign in; past orders stay readable.`
            : ''
        }
        details={deletion.target ? deletionImpactText(impact) : undefined}
        confirmLabel="Delete"
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
      />
    </Container>
  );
}

type Impact = { openOrderCount: number; refundTotalCents: number };

/** The confirmation's line about the shop's open orders: cancelled, and refunded to their customers. */
function deletionImpactText({ impact, loading, error }: { impact?: Impact; loading: boolean; error?: unknown }): string {
  if (impact && !loading) {
    const { openOrderCount: count, refundTotalCents: cents } = impact;
    if (count === 0) return 'It has no open orders.';
    if (count === 1) return `This cancels 1 open order and refunds ${formatCents(cents)} to its customer.`;
    return `This cancels ${count} open orders and refunds ${formatCents(cents)} to their customers.`;
  }
  if (error && !loading) return "Could not check the shop's open orders. Deleting it cancels and refunds any it has.";
  return 'Checking open orders...';
}
