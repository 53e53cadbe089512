import { Card, Stat } from '@chakra-ui/react';
import { formatCents } from '../../lib/money';

/** One amount of money on a card, with what it means under it (balances, commission). */
export function MoneyFigure({ label, cents, help }: { label: string; cents: number; help: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{formatCents(cents)}</Stat.ValueText>
          <Stat.HelpText as="dd">{help}</Stat.HelpText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
