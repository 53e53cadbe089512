import { Card, Stat } from '@chakra-ui/react';
import { useFormat } from '../../lib/format';

/** One amount of money on a card, with what it means under it (balances, commission). */
export function MoneyFigure({ label, cents, help }: { label: string; cents: number; help: string }) {
  const format = useFormat();
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{format.moneyCents(cents)}</Stat.ValueText>
          <Stat.HelpText as="dd">{help}</Stat.HelpText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
