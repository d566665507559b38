import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from 'contract/dashboard';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from 'src/components/page-title';
import { useSession } from 'src/lib/use-session';
import { SkeletonBlock } from 'src/components/skeleton-block';
import { dashboardKeys, getDashboardSummary } from '../api/dashboard-calls';
import { DocumentFigures } from '../components/document-figures';
import { DEFAULT_PERIOD, PERIOD_PARAM, periodOf, rangeOf, type Period } from '../components/period';
import { PeriodSwitch } from '../components/period-switch';
import { ShortcutGrid } from '../components/shortcut-grid';
import { TileGrid } from '../components/tile-grid';
import { CustomerFigures, OpenTickets, WaitingImports } from '../components/work-figures';
import { RetryAlert } from 'src/components/retry-alert';

/** Nothing made, failed, waiting or open yet: a new service, or a customer's first day. */
function isEmpty({ documents, imports, tickets, deliveryFailures }: DashboardSummary): boolean {
  const counted = [...imports, ...tickets].reduce((sum, row) => sum + row.count, 0);
  return (
    documents.issued +
      documents.failed +
      documents.thisMonth.issued +
      deliveryFailures.documents +
      counted ===
    0
  );
}

/** Figures keep for a minute: going back to the dashboard shows them at once, then refreshes. */
const SUMMARY_STALE_TIME = 60_000;

/**
 * The first screen after sign-in (both modules): a welcome, the figures of the caller's reach —
 * documents issued and failed, deliveries that failed, imports waiting at each step, open
 * tickets, customers (administrators) — each a link to its filtered list, charts loaded after
 * the figures; then the shortcuts to the user's menus.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const name = session?.user.fullName || session?.user.username || '';
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get(PERIOD_PARAM));
  const range = rangeOf(period);
  const summary = useQuery({
    queryKey: dashboardKeys.summary(range),
    queryFn: ({ signal }) => getDashboardSummary(range, { signal }),
    staleTime: SUMMARY_STALE_TIME,
  });
  const choose = (next: Period) =>
    setParams(next === DEFAULT_PERIOD ? {} : { [PERIOD_PARAM]: next }, { replace: true });
  const data = summary.data;

  return (
    // `data-page` is a build marker: tests/build checks it never ships in the public bundle.
    <Box data-page="page-dashboard">
      <PageTitle title={t('title')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mb: 3 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {t('welcome', { name })}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
        </Box>
        <PeriodSwitch value={period} onChange={choose} />
      </Box>

      {summary.isError && !data && (
        // The failure itself is in the error banner; this says what is missing and offers a retry.
        <RetryAlert
          onRetry={() => void summary.refetch()}
          retryLabel={t('retry')}
          severity="warning"
          sx={{ mb: 3 }}
        >
          {t('loadFailed')}
        </RetryAlert>
      )}
      {!data && !summary.isError && (
        <Box role="status" aria-busy="true" aria-label={t('loading')} sx={{ mb: 3 }}>
          <SkeletonBlock sx={{ height: 420 }} />
        </Box>
      )}
      {data && isEmpty(data) && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('noDataYet')}
        </Alert>
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 3, mb: 4 }}>
          <DocumentFigures summary={data} />
          <TileGrid columns={{ xs: 1, lg: 2 }} gap={3}>
            <WaitingImports imports={data.imports} />
            <OpenTickets tickets={data.tickets} />
          </TileGrid>
          {data.customers && <CustomerFigures customers={data.customers} />}
        </Box>
      )}

      <ShortcutGrid />
    </Box>
  );
}
