import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { SkeletonBlock } from 'src/components/skeleton-block';
import type { FigureChartProps } from './figure-chart-props';

// The chart code (@mui/x-charts) is a chunk of its own, asked for only when there is something
// to draw: the figures around it show at once, a placeholder of the chart's size holds its place.
const FigureChart = lazy(() => import('./figure-chart'));

const DEFAULT_HEIGHT = 280;

/** A chart of the figures, or `emptyText` when every figure is zero (no chart to load then). */
export function ChartPanel({ emptyText, ...chart }: FigureChartProps & { emptyText: string }) {
  const empty = chart.series.every((s) => s.values.every((value) => value === 0));
  if (empty) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }} data-testid="chart-empty">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Suspense fallback={<SkeletonBlock sx={{ height: (chart.height ?? DEFAULT_HEIGHT) + 30 }} />}>
      <FigureChart {...chart} />
    </Suspense>
  );
}
