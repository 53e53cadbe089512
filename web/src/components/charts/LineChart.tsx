import { Box, Text } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { CHART_COLORS, chartTheme, compactDollars } from './chart-theme.config';
import { useFormat } from '../../lib/format';

export type LineChartPoint = { x: string; y: number };

export type LineChartProps = {
  /** One series; x values must be unique (e.g. "2025-03-05"). */
  id: string;
  points: readonly LineChartPoint[];
  /** Read by screen readers as the chart's name; the data itself belongs in a table next to it. */
  ariaLabel: string;
  /** Axis tick text for an x value. */
  formatTick: (x: string) => string;
  /** Tooltip text for an x value. */
  formatX: (x: string) => string;
  formatY: (y: number) => string;
  /** Show every nth x tick so 30 daily labels do not overlap. */
  tickEvery?: number;
};

/** A single-series nivo line chart. Import it through LazyCharts: nivo stays out of first load. */
export default function LineChart({
  id,
  points,
  ariaLabel,
  formatTick,
  formatX,
  formatY,
  tickEvery = 1,
}: LineChartProps) {
  const { locale } = useFormat();
  const tickValues = points.filter((_, index) => index % tickEvery === 0).map((p) => p.x);
  return (
    <ResponsiveLine
      data={[{ id, data: points }]}
      role="img"
      ariaLabel={ariaLabel}
      margin={{ top: 16, right: 24, bottom: 48, left: 64 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      // monotoneX never dips below zero between two points, unlike the smoother curves.
      curve="monotoneX"
      colors={[CHART_COLORS.primary]}
      lineWidth={2}
      enableArea
      areaOpacity={0.12}
      pointSize={6}
      pointColor="#ffffff"
      pointBorderWidth={2}
      pointBorderColor={{ from: 'seriesColor' }}
      enableGridX={false}
      axisBottom={{ tickValues, format: (x) => formatTick(String(x)), tickSize: 0, tickPadding: 10 }}
      axisLeft={{ format: (y) => compactDollars(Number(y), locale), tickValues: 5, tickSize: 0, tickPadding: 8 }}
      gridYValues={5}
      useMesh
      theme={chartTheme}
      // Off: nivo's animated axes log SVG transform errors on resize (plouc/nivo#2111), and
      // figures that jump into place read better for everyone, reduced-motion users first.
      animate={false}
      tooltip={({ point }) => (
        <Box bg="bg" color="fg" px="3" py="2" borderWidth="1px" borderRadius="md" boxShadow="md">
          <Text fontSize="sm" fontWeight="medium">
            {formatX(String(point.data.x))}
          </Text>
          <Text fontSize="sm">{formatY(Number(point.data.y))}</Text>
        </Box>
      )}
    />
  );
}
