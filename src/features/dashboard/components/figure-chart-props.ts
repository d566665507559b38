/** One bar position: a month, an import step, a ticket priority. */
export interface ChartCategory {
  key: string;
  /** On the axis (short: "Nov 26", the Buddhist-era year in Thai). */
  label: string;
  /** In the table (whole: "November 2026"); the label when absent. */
  longLabel?: string;
}

/** One stacked part of every bar: a document type, an import type, a ticket status. */
export interface ChartSeries {
  key: string;
  label: string;
  /** One per category, in the categories' order. */
  values: number[];
}

export interface FigureChartProps {
  /** What the chart shows: its picture's label and its table's caption. */
  title: string;
  categories: ChartCategory[];
  series: ChartSeries[];
  /** The list of the records one bar part counts. */
  hrefOf: (categoryIndex: number, seriesIndex: number) => string;
  layout?: 'vertical' | 'horizontal';
  height?: number;
}
