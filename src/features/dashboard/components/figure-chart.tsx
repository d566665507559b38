import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from 'src/components/router-link';
import type { FigureChartProps } from './figure-chart-props';
import { useFigureFormat } from './figure-format';

// A lazy chunk of its own (@mui/x-charts and the table): the dashboard's figures show first, the
// charts follow (docs/dashboard-report.md).

/** Series colours from the theme, so that light and dark mode both keep their contrast. */
function useSeriesColours(): string[] {
  const { palette } = useTheme();
  return [
    palette.primary.main,
    palette.info.main,
    palette.warning.main,
    palette.success.main,
    palette.secondary.main,
    palette.error.main,
    palette.grey[500],
  ];
}

/**
 * Bars of one figure per category (stacked by series), each bar a link to its list; and, behind a
 * button, the same figures as a table of links — what screen readers and keyboard users read (the
 * chart itself is one labelled picture).
 */
export default function FigureChart({
  title,
  categories,
  series,
  hrefOf,
  layout = 'vertical',
  height = 280,
}: FigureChartProps) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const colours = useSeriesColours();
  const { count: fNumber } = useFigureFormat();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const bandAxis = { scaleType: 'band' as const, data: categories.map((c) => c.label) };
  const valueAxis = { valueFormatter: (value: number) => fNumber(value), tickMinStep: 1 };
  const totals = categories.map((_, index) => series.reduce((sum, s) => sum + (s.values[index] ?? 0), 0));

  return (
    <Box>
      <Box role="img" aria-label={t('chart.label', { title })}>
        <BarChart
          height={height}
          layout={layout}
          series={series.map((s, index) => ({
            id: s.key,
            label: s.label,
            data: s.values,
            stack: 'total',
            color: colours[index % colours.length],
            valueFormatter: (value: number | null) => fNumber(value ?? 0),
          }))}
          {...(layout === 'vertical'
            ? { xAxis: [bandAxis], yAxis: [valueAxis] }
            : { yAxis: [{ ...bandAxis, width: 140 }], xAxis: [valueAxis] })}
          grid={layout === 'vertical' ? { horizontal: true } : { vertical: true }}
          hideLegend={series.length < 2}
          slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
          localeText={{ noData: t('empty'), loading: t('loading') }}
          onItemClick={(_, item) => {
            const seriesIndex = series.findIndex((s) => s.key === item.seriesId);
            if (seriesIndex >= 0) void navigate(hrefOf(item.dataIndex, seriesIndex));
          }}
          sx={{ '& .MuiBarElement-root': { cursor: 'pointer' } }}
        />
      </Box>
      <Button
        size="small"
        onClick={() => setShowTable((shown) => !shown)}
        aria-expanded={showTable}
        aria-controls={tableId}
      >
        {showTable ? t('chart.hideTable') : t('chart.showTable')}
      </Button>
      <Box id={tableId} hidden={!showTable} sx={{ overflowX: 'auto' }}>
        {showTable && (
          <Table size="small">
            <caption>{title}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('chart.category')}
                </TableCell>
                {series.map((s) => (
                  <TableCell key={s.key} component="th" scope="col" align="right">
                    {s.label}
                  </TableCell>
                ))}
                {series.length > 1 && (
                  <TableCell component="th" scope="col" align="right">
                    {t('chart.total')}
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {categories.map((category, index) => (
                <TableRow key={category.key}>
                  <TableCell component="th" scope="row">
                    {category.longLabel ?? category.label}
                  </TableCell>
                  {series.map((s, seriesIndex) => (
                    <TableCell key={s.key} align="right">
                      <Link
                        component={RouterLink}
                        to={hrefOf(index, seriesIndex)}
                        aria-label={t('chart.cellLink', {
                          category: category.longLabel ?? category.label,
                          series: s.label,
                          value: fNumber(s.values[index] ?? 0),
                        })}
                      >
                        {fNumber(s.values[index] ?? 0)}
                      </Link>
                    </TableCell>
                  ))}
                  {series.length > 1 && <TableCell align="right">{fNumber(totals[index] ?? 0)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Box>
  );
}
