import { Badge, Flex } from '@chakra-ui/react';
import type { RefundStatus } from '../../gql/graphql';
import { ORDER_STATUS_COLORS, orderStatusLabel, refundStatusBadge, type RefundReader } from '../../lib/order-status';

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
  const label = orderStatusLabel(status);
  const refund = refundStatusBadge(refundStatus, reader);
  return (
    <Flex gap={2} wrap="wrap" align="center">
      <Badge colorPalette={ORDER_STATUS_COLORS[label]} variant="subtle" size={size}>
        {label}
      </Badge>
      {refund && (
        <Badge colorPalette={refund.color} variant="outline" size={size}>
          {refund.label}
        </Badge>
      )}
    </Flex>
  );
}
