import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { BarChartProps } from './BarChart';
import type { LineChartProps } from './LineChart';
import { useLingui } from '@lingui/react/macro';

// nivo (and d3) weigh about 90 KiB gzipped: each chart is its own dynamic import, so they
// load only on the pages that draw a chart, never with the storefront.
const LineChartImpl = lazy(() => import('./LineChart'));
const BarChartImpl = lazy(() => import('./BarChart'));

type BoundaryState = { failed: boolean };

function ChartFailed() {
  const { t } = useLingui();
  return <Text color="fg.muted">{t`The chart could not be loaded. The table lists the same figures.`}</Text>;
}

/** A chart whose code failed to load (offline, new deploy) leaves the page and its table usable. */
class ChartBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  render() {
    if (this.state.failed) {
      return (
        <Center h="full">
          <ChartFailed />
        </Center>
      );
    }
    return this.props.children;
  }
}

function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  const { t } = useLingui();
  return (
    // nivo's responsive charts fill their parent, which therefore needs a fixed height.
    <Box h={`${height}px`} w="full" minW="0">
      <ChartBoundary>
        <Suspense
          fallback={
            <Center h="full">
              <Spinner size="md" color="brand.600" aria-label={t`Loading chart`} />
            </Center>
          }
        >
          {children}
        </Suspense>
      </ChartBoundary>
    </Box>
  );
}

/** The chart fills a box of `height` px; nivo measures the box and draws once it has a size. */
export function LineChart({ height = 320, ...props }: LineChartProps & { height?: number }) {
  return (
    <ChartFrame height={height}>
      <LineChartImpl {...props} />
    </ChartFrame>
  );
}

export function BarChart({ height = 320, ...props }: BarChartProps & { height?: number }) {
  return (
    <ChartFrame height={height}>
      <BarChartImpl {...props} />
    </ChartFrame>
  );
}
