import { Badge, Flex } from '@chakra-ui/react';
import type { RefundStatus } from '../../gql/graphql';
import { ORDER_STATUS_COLORS, orderStatusLabel, refundStatusBadge, type OrderStatusLabel, type RefundReader } from '../../lib/order-status';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The statuses' names in the reader's language (lib/order-status.ts has them in English, as keys). */
const STATUS_NAMES: Record<OrderStatusLabel, MessageDescriptor> = {
  Pending: msg`Pending`,
  Processing: msg`Processing`,
  Shipped: msg`Shipped`,
  Delivered: msg`Delivered`,
  Cancelled: msg`Cancelled`,
  Unknown: msg`Unknown`,
};

/** Where a refund stands, by its English label (lib/order-status.ts). */
const REFUND_NAMES: Record<string, MessageDescriptor> = {
  'Refund pending': msg`Refund pending`,
  Refunded: msg`Refunded`,
  "Refund delayed: we're on it": msg`Refund delayed: we're on it`,
  'Refund failed': msg`Refund failed`,
};

/**
 * An order's status, and beside it where its refund stands once a paid order is cancelled
 * ("Cancelled" · "Refund pending"). Each badge says its state in words; colour only repeats it.
 */
export function OrderStatusBadges({
  status,
  refundStatus,
  reader,
  size = 'md',
}: {
  status: string;
  refundStatus: RefundStatus | null | undefined;
  reader: RefundReader;
  size?: 'md' | 'lg';
}) {
  const { i18n } = useLingui();
  const label = orderStatusLabel(status);
  const refund = refundStatusBadge(refundStatus, reader);
  const refundName = refund && REFUND_NAMES[refund.label];
  return (
    <Flex gap={2} wrap="wrap" align="center">
      <Badge colorPalette={ORDER_STATUS_COLORS[label]} variant="subtle" size={size}>
        {i18n._(STATUS_NAMES[label])}
      </Badge>
      {refund && (
        <Badge colorPalette={refund.color} variant="outline" size={size}>
          {refundName ? i18n._(refundName) : refund.label}
        </Badge>
      )}
    </Flex>
  );
}
