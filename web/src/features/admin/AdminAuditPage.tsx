import { Badge, Box, Container, Field, Heading, Input, List, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import type { AuditAction } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message.util';
import { useDebouncedValue } from '../../lib/debounced-value.hook';
import { useAuditLog } from './admin.hooks';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { PageMetaProps } from '../../components/meta/PageMeta';

const SEARCH_DELAY_MS = 300;

/** The API's actions, in the order the filter lists them, with their labels. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  UserCreate: 'User created',
  UserUpdate: 'User edited',
  UserRoleChange: 'Role changed',
  UserDelete: 'User deleted',
  VendorCreate: 'Vendor created',
  VendorUpdate: 'Vendor edited',
  VendorVerificationChange: 'Vendor verification',
  VendorDelete: 'Vendor deleted',
  ProductPriceChange: 'Price changed',
  ProductStockChange: 'Stock changed',
  OrderStatusChange: 'Order status',
  PasswordChange: 'Password changed',
  ProfileUpdate: 'Own profile edited',
  RefundRetry: 'Refund retried',
  CommissionChange: 'Commission changed',
  TransferRetry: 'Transfer retried',
  ProductFeatureChange: 'Featured product changed',
  TaxRateAdd: 'Tax rate added',
};

const when = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'medium' });

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Audit — Admin',
  description: 'Who changed what, and when.',
};

/** /admin/audit: every privileged change, newest first, filterable by actor, action and date. */
export default function AdminAuditPage() {
  const [actorText, setActorText] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const actor = useDebouncedValue(actorText.trim(), SEARCH_DELAY_MS);
  const { entries, loading, error, more } = useAuditLog({ actor, action, fromDay, toDay });

  let body: React.ReactNode;
  if (!entries && loading) {
    body = <LoadingMessage>Loading the audit log...</LoadingMessage>;
  } else if (!entries) {
    body = <ErrorBanner>{errorMessage(error, 'Failed to load the audit log.')}</ErrorBanner>;
  } else if (entries.length === 0) {
    body = <EmptyMessage>No audit entries found</EmptyMessage>;
  } else {
    body = (
      <Stack gap={4}>
        <TableScrollArea label="Audit log entries" borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>Audit log, newest first</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Who</Table.ColumnHeader>
                <Table.ColumnHeader>Action</Table.ColumnHeader>
                <Table.ColumnHeader>What</Table.ColumnHeader>
                <Table.ColumnHeader>Before → after</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.id} verticalAlign="top">
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
                  </Table.Cell>
                  <Table.Cell>
                    {entry.actorEmail ? (
                      <>
                        <Text>{entry.actorEmail}</Text>
                        <Text color="fg.muted" fontSize="xs">
                          {entry.actorRole}
                        </Text>
                      </>
                    ) : (
                      <Text color="fg.muted">System</Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge>{ACTION_LABELS[entry.action]}</Badge>
                  </Table.Cell>
                  <Table.Cell>{entry.summary}</Table.Cell>
                  <Table.Cell>
                    {entry.changes.length === 0 ? (
                      <Text color="fg.muted">—</Text>
                    ) : (
                      <List.Root variant="plain" gap={1}>
                        {entry.changes.map((change) => (
                          <List.Item key={change.field} display="block">
                            <Text as="span" fontWeight="medium">
                              {change.field}:
                            </Text>{' '}
                            {change.before ?? '(none)'} → {change.after ?? '(none)'}
                          </List.Item>
                        ))}
                      </List.Root>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
        <LoadMoreFooter itemsLabel="audit entries" state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: 8, md: 12 }}>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Audit log
          </Heading>
          <Text color="fg.muted">Every privileged change: who made it, when, and the values before and after. Entries cannot be changed.</Text>
        </Stack>
        <Box as="form" role="search" aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()}>
          <SimpleGrid columns={{ base: 1, md: 4 }} gap={4}>
            <Field.Root>
              <Field.Label>Actor email</Field.Label>
              <Input type="search" value={actorText} onChange={(event) => setActorText(event.target.value)} placeholder="Starts with…" />
            </Field.Root>
            <Field.Root>
              <Field.Label>Action</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={action} onChange={(event) => setAction(event.target.value as AuditAction | '')}>
                  <option value="">All actions</option>
                  {(Object.keys(ACTION_LABELS) as AuditAction[]).map((key) => (
                    <option key={key} value={key}>
                      {ACTION_LABELS[key]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>From</Field.Label>
              <Input type="date" value={fromDay} max={toDay || undefined} onChange={(event) => setFromDay(event.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>To</Field.Label>
              <Input type="date" value={toDay} min={fromDay || undefined} onChange={(event) => setToDay(event.target.value)} />
            </Field.Root>
          </SimpleGrid>
        </Box>
        {error && entries && <ErrorBanner>{errorMessage(error, 'Failed to load the audit log.')}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
