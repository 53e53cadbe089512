import { formatNumber } from '../../lib/format';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';

/**
 * Colours and text styles shared by the nivo charts. Hex values rather than Chakra tokens:
 * nivo draws SVG attributes and cannot read CSS variables in every browser.
 * brand.600 / brand.300 are the app's terracotta; #4a5568 on white is about 7.5:1.
 */
export const CHART_COLORS = {
  primary: '#b8431b',
  secondary: '#eca077',
  text: '#4a5568',
  grid: '#e2e8f0',
} as const;

export const chartTheme = {
  text: { fontSize: 12, fill: CHART_COLORS.text, fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  axis: {
    ticks: { text: { fontSize: 11, fill: CHART_COLORS.text }, line: { stroke: CHART_COLORS.grid } },
    domain: { line: { stroke: CHART_COLORS.grid } },
  },
  grid: { line: { stroke: CHART_COLORS.grid, strokeWidth: 1 } },
  tooltip: { container: { fontSize: 13, color: '#1a202c', background: '#ffffff' } },
};

/** A compact money label for axis ticks: "$1.2K" rather than "$1,200.00"; fr-CA "1,2 k$". */
export function compactDollars(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatNumber(value, locale, { style: 'currency', currency: 'CAD', notation: 'compact', maximumFractionDigits: 1 });
}
