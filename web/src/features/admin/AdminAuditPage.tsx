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
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useFormat } from '../../lib/format';
import { ROLE_TEXT } from '../../lib/role-text';
import { auditChangeText, auditSummaryText } from './audit-summary';

const SEARCH_DELAY_MS = 300;

/** The API's actions, in the order the filter lists them, with their labels. */
export const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  UserCreate: msg`User created`,
  UserUpdate: msg`User edited`,
  UserRoleChange: msg`Role changed`,
  UserDelete: msg`User deleted`,
  VendorCreate: msg`Vendor created`,
  VendorUpdate: msg`Vendor edited`,
  VendorVerificationChange: msg`Vendor verification`,
  VendorDelete: msg`Vendor deleted`,
  ProductPriceChange: msg`Price changed`,
  ProductStockChange: msg`Stock changed`,
  OrderStatusChange: msg`Order status`,
  PasswordChange: msg`Password changed`,
  ProfileUpdate: msg`Own profile edited`,
  RefundRetry: msg`Refund retried`,
  CommissionChange: msg`Commission changed`,
  TransferRetry: msg`Transfer retried`,
  ProductFeatureChange: msg`Featured product changed`,
  TaxRateAdd: msg`Tax rate added`,
};

/** When an entry was made: "Nov 24, 2026, 3:04:05 p.m.", "24 nov. 2026, 15 h 04 min 05 s". */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Audit — Admin`,
  description: msg`Who changed what, and when.`,
};

/** /admin/audit: every privileged change, newest first, filterable by actor, action and date. */
export default function AdminAuditPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [actorText, setActorText] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const actor = useDebouncedValue(actorText.trim(), SEARCH_DELAY_MS);
  const { entries, loading, error, more } = useAuditLog({ actor, action, fromDay, toDay });

  let body: React.ReactNode;
  if (!entries && loading) {
    body = <LoadingMessage>{t`Loading the audit log...`}</LoadingMessage>;
  } else if (!entries) {
    body = <ErrorBanner>{errorMessage(error, t`Failed to load the audit log.`)}</ErrorBanner>;
  } else if (entries.length === 0) {
    body = <EmptyMessage>{t`No audit entries found`}</EmptyMessage>;
  } else {
    body = (
      <Stack gap={4}>
        <TableScrollArea label={t`Audit log entries`} borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t`Audit log, newest first`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`When`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Who`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Action`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`What`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Before → after`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.id} verticalAlign="top">
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={entry.createdAt}>{format.date(entry.createdAt, WHEN)}</time>
                  </Table.Cell>
                  <Table.Cell>
                    {entry.actorEmail ? (
                      <>
                        <Text>{entry.actorEmail}</Text>
                        <Text color="fg.muted" fontSize="xs">
                          {entry.actorRole && entry.actorRole in ROLE_TEXT ? i18n._(ROLE_TEXT[entry.actorRole as keyof typeof ROLE_TEXT]) : entry.actorRole}
                        </Text>
                      </>
                    ) : (
                      <Text color="fg.muted">{t`System`}</Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge>{i18n._(ACTION_LABELS[entry.action])}</Badge>
                  </Table.Cell>
                  <Table.Cell>{auditSummaryText(i18n, entry)}</Table.Cell>
                  <Table.Cell>
                    {entry.changes.length === 0 ? (
                      <Text color="fg.muted">—</Text>
                    ) : (
                      <List.Root variant="plain" gap={1}>
                        {entry.changes.map((change) => {
                          const worded = auditChangeText(i18n, change);
                          return (
                            <List.Item key={change.field} display="block">
                              <Text as="span" fontWeight="medium">
                                {t`${worded.field}:`}
                              </Text>{' '}
                              {worded.before ?? t`(none)`} → {worded.after ?? t`(none)`}
                            </List.Item>
                          );
                        })}
                      </List.Root>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
        <LoadMoreFooter itemsLabel={t`audit entries`} state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: 8, md: 12 }}>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            {t`Audit log`}
          </Heading>
          <Text color="fg.muted">{t`Every privileged change: who made it, when, and the values before and after. Entries cannot be changed.`}</Text>
        </Stack>
        <Box as="form" role="search" aria-label={t`Filter the audit log`} onSubmit={(event) => event.preventDefault()}>
          <SimpleGrid columns={{ base: 1, md: 4 }} gap={4}>
            <Field.Root>
              <Field.Label>{t`Actor email`}</Field.Label>
              <Input type="search" value={actorText} onChange={(event) => setActorText(event.target.value)} placeholder={t`Starts with…`} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t`Action`}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={action} onChange={(event) => setAction(event.target.value as AuditAction | '')}>
                  <option value="">{t`All actions`}</option>
                  {(Object.keys(ACTION_LABELS) as AuditAction[]).map((key) => (
                    <option key={key} value={key}>
                      {i18n._(ACTION_LABELS[key])}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t`From`}</Field.Label>
              <Input type="date" value={fromDay} max={toDay || undefined} onChange={(event) => setFromDay(event.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t`To`}</Field.Label>
              <Input type="date" value={toDay} min={fromDay || undefined} onChange={(event) => setToDay(event.target.value)} />
            </Field.Root>
          </SimpleGrid>
        </Box>
        {error && entries && <ErrorBanner>{errorMessage(error, t`Failed to load the audit log.`)}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
