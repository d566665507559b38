import Typography from '@mui/material/Typography';
import type { DashboardSummary } from 'contract/dashboard';
import { useTranslation } from 'react-i18next';
import { Section } from 'src/components/fact-list';
import { ChartPanel } from './chart-panel';
import { figureLinks } from './figure-links';
import { StatTile } from './stat-tile';
import { TileGrid } from './tile-grid';

/** The distinct values of a grid's column, in the server's order (the grids are complete). */
const inOrder = <R, V>(rows: readonly R[], pick: (row: R) => V): V[] => [...new Set(rows.map(pick))];

/** Imports waiting at each step of the workflow, by import type; each bar part links to that list. */
export function WaitingImports({ imports }: Pick<DashboardSummary, 'imports'>) {
  const { t } = useTranslation('dashboard');
  const steps = inOrder(imports, (row) => row.status);
  const uploadTypes = inOrder(imports, (row) => row.uploadType);
  const countOf = (uploadType: string, status: string) =>
    imports.find((row) => row.uploadType === uploadType && row.status === status)?.count ?? 0;
  return (
    <Section title={t('imports.title')}>
      <ChartPanel
        title={t('imports.title')}
        emptyText={t('imports.none')}
        layout="horizontal"
        height={300}
        categories={steps.map((status) => ({
          key: status,
          label: t(`imports.steps.${status}`),
        }))}
        series={uploadTypes.map((uploadType) => ({
          key: uploadType,
          label: t(`imports.types.${uploadType}`),
          values: steps.map((status) => countOf(uploadType, status)),
        }))}
        hrefOf={(stepIndex, typeIndex) => figureLinks.imports(uploadTypes[typeIndex]!, steps[stepIndex]!)}
      />
    </Section>
  );
}

/** Tickets still to be handled, by priority (most urgent first) and status. */
export function OpenTickets({ tickets }: Pick<DashboardSummary, 'tickets'>) {
  const { t } = useTranslation('dashboard');
  // Most urgent first (the server answers lowest first).
  const priorities = inOrder(tickets, (row) => row.priority).reverse();
  const statuses = inOrder(tickets, (row) => row.status);
  const countOf = (priority: string, status: string) =>
    tickets.find((row) => row.priority === priority && row.status === status)?.count ?? 0;
  return (
    <Section title={t('tickets.title')}>
      <ChartPanel
        title={t('tickets.title')}
        emptyText={t('tickets.none')}
        height={240}
        categories={priorities.map((priority) => ({
          key: priority,
          label: t(`tickets.priorities.${priority}`),
        }))}
        series={statuses.map((status) => ({
          key: status,
          label: t(`tickets.statuses.${status}`),
          values: priorities.map((priority) => countOf(priority, status)),
        }))}
        hrefOf={(priorityIndex, statusIndex) =>
          figureLinks.tickets(priorities[priorityIndex]!, statuses[statusIndex]!)
        }
      />
    </Section>
  );
}

/** Administrators: customers per status, each a link to the customer search of that status. */
export function CustomerFigures({ customers }: { customers: NonNullable<DashboardSummary['customers']> }) {
  const { t } = useTranslation('dashboard');
  return (
    <Section title={t('customers.title')}>
      <TileGrid columns={{ xs: 1, sm: 2 }}>
        {customers.map((row) => (
          <StatTile
            key={row.status}
            label={t(`customers.statuses.${row.status}`)}
            value={row.count}
            href={figureLinks.customers(row.status)}
          />
        ))}
      </TileGrid>
      {customers.every((row) => row.count === 0) && (
        <Typography sx={{ color: 'text.secondary', mt: 2 }}>{t('customers.none')}</Typography>
      )}
    </Section>
  );
}
