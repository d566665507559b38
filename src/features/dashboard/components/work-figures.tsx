import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { OPEN_TICKET_STATUSES, WAITING_UPLOAD_STATUSES, type DashboardSummary } from 'contract/dashboard';
import { TICKET_PRIORITIES } from 'contract/ticket';
import { UPLOAD_TYPES } from 'contract/upload-template';
import { useTranslation } from 'react-i18next';
import { Section } from 'src/components/fact-list';
import { ChartPanel } from './chart-panel';
import { figureLinks } from './figure-links';
import { StatTile } from './stat-tile';

/** Imports waiting at each step of the workflow, by import type; each bar part links to that list. */
export function WaitingImports({ imports }: Pick<DashboardSummary, 'imports'>) {
  const { t } = useTranslation('dashboard');
  const countOf = (uploadType: string, status: string) =>
    imports.find((row) => row.uploadType === uploadType && row.status === status)?.count ?? 0;
  return (
    <Section title={t('imports.title')}>
      <ChartPanel
        title={t('imports.title')}
        emptyText={t('imports.none')}
        layout="horizontal"
        height={300}
        categories={WAITING_UPLOAD_STATUSES.map((status) => ({
          key: status,
          label: t(`imports.steps.${status}`),
        }))}
        series={UPLOAD_TYPES.map((uploadType) => ({
          key: uploadType,
          label: t(`imports.types.${uploadType}`),
          values: WAITING_UPLOAD_STATUSES.map((status) => countOf(uploadType, status)),
        }))}
        hrefOf={(stepIndex, typeIndex) =>
          figureLinks.imports(UPLOAD_TYPES[typeIndex]!, WAITING_UPLOAD_STATUSES[stepIndex]!)
        }
      />
    </Section>
  );
}

/** Tickets still to be handled, by priority (most urgent first) and status. */
export function OpenTickets({ tickets }: Pick<DashboardSummary, 'tickets'>) {
  const { t } = useTranslation('dashboard');
  const priorities = [...TICKET_PRIORITIES].reverse();
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
        series={OPEN_TICKET_STATUSES.map((status) => ({
          key: status,
          label: t(`tickets.statuses.${status}`),
          values: priorities.map((priority) => countOf(priority, status)),
        }))}
        hrefOf={(priorityIndex, statusIndex) =>
          figureLinks.tickets(priorities[priorityIndex]!, OPEN_TICKET_STATUSES[statusIndex]!)
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
      <Grid container spacing={2}>
        {customers.map((row) => (
          <Grid key={row.status} size={{ xs: 12, sm: 6 }}>
            <StatTile
              label={t(`customers.statuses.${row.status}`)}
              value={row.count}
              href={figureLinks.customers(row.status)}
            />
          </Grid>
        ))}
      </Grid>
      {customers.every((row) => row.count === 0) && (
        <Typography sx={{ color: 'text.secondary', mt: 2 }}>{t('customers.none')}</Typography>
      )}
    </Section>
  );
}
