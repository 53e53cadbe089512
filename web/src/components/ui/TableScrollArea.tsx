import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

type Props = TableScrollAreaProps & {
  /** Names the table region for screen readers, e.g. "Audit log entries". */
  label: string;
};

/**
 * A table that scrolls sideways on narrow screens. The scrolling region is focusable and named,
 * so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScrollArea({ label, children, ...props }: Props) {
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label} focusRingColor="brand.focusRing" {...props}>
      {children}
    </Table.ScrollArea>
  );
}
