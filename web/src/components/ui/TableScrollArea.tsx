import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

type Props = TableScrollAreaProps & {
  /** Names the table region for screen readers, e.g. "Audit log entries". */
  label: string;
};

/**
 * A table that scrolls sideways inside its own box on narrow screens (the page itself never does),
 * with its first column kept in view. The scrolling region is focusable and named, so keyboard users
 * can scroll it too (axe: scrollable-region-focusable). Positioned, so that what a table places
 * absolutely (a visually hidden caption) is clipped by the box instead of widening the page.
 */
export function TableScrollArea({ label, children, ...props }: Props) {
  return (
    <Table.ScrollArea
      tabIndex={0}
      role="region"
      aria-label={label}
      focusRingColor="brand.focusRing"
      position="relative"
      maxW="full"
      css={{ '& :is(th, td):first-of-type': { position: 'sticky', insetInlineStart: 0, zIndex: 1, bg: 'bg' } }}
      {...props}
    >
      {children}
    </Table.ScrollArea>
  );
}
