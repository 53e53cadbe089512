import { Box, Text } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { CHART_COLORS, chartTheme, compactDollars } from './chart-theme.config';
import { useFormat } from '../../lib/format';

export type BarChartRow = { x: string } & Record<string, number | string>;

export type BarChartProps = {
  rows: readonly BarChartRow[];
  /** The stacked series, bottom first; each is a numeric field of every row. */
  keys: readonly string[];
  ariaLabel: string;
  formatTick: (x: string) => string;
  formatX: (x: string) => string;
  formatY: (y: number) => string;
  /** Left axis tick text; money ("$1.2K", "1,2 k$") in the reader's language unless the bars count something else. */
  formatAxisY?: (y: number) => string;
};

const PALETTE = [CHART_COLORS.primary, CHART_COLORS.secondary];

/** A stacked nivo bar chart of money per period. Import it through LazyCharts. */
export default function BarChart({ rows, keys, ariaLabel, formatTick, formatX, formatY, formatAxisY }: BarChartProps) {
  const { locale } = useFormat();
  return (
    <ResponsiveBar
      data={rows as BarChartRow[]}
      keys={keys}
      indexBy="x"
      role="img"
      ariaLabel={ariaLabel}
      margin={{ top: 40, right: 16, bottom: 48, left: 64 }}
      padding={0.3}
      groupMode="stacked"
      colors={PALETTE}
      enableLabel={false}
      enableGridX={false}
      axisBottom={{ format: (x) => formatTick(String(x)), tickSize: 0, tickPadding: 10 }}
      axisLeft={{ format: (y) => (formatAxisY ? formatAxisY(Number(y)) : compactDollars(Number(y), locale)), tickValues: 5, tickSize: 0, tickPadding: 8 }}
      gridYValues={5}
      valueFormat={(y) => formatY(y)}
      legends={[
        {
          dataFrom: 'keys',
          anchor: 'top-left',
          direction: 'row',
          translateY: -32,
          itemWidth: 160,
          itemHeight: 20,
          symbolSize: 12,
        },
      ]}
      theme={chartTheme}
      // Off: nivo's animated axes log SVG transform errors on resize (plouc/nivo#2111), and
      // figures that jump into place read better for everyone, reduced-motion users first.
      animate={false}
      tooltip={({ id, value, indexValue }) => (
        <Box bg="bg" color="fg" px="3" py="2" borderWidth="1px" borderRadius="md" boxShadow="md">
          <Text fontSize="sm" fontWeight="medium">
            {formatX(String(indexValue))}
          </Text>
          <Text fontSize="sm">
            {id}: {formatY(value)}
          </Text>
        </Box>
      )}
    />
  );
}
