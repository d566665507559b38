import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { DashboardSummary } from 'contract/dashboard';
import { useTranslation } from 'react-i18next';
import { Section } from 'src/components/fact-list';
import { RouterLink } from 'src/components/router-link';
import { localizedName } from 'src/lib/lookups/localized-name';
import { useLocales } from 'src/lib/use-locales';
import { ChartPanel } from './chart-panel';
import { useFigureFormat } from './figure-format';
import { figureLinks } from './figure-links';
import { StatTile } from './stat-tile';
import { TileGrid } from './tile-grid';

// The money table (MUI's table) loads with the chart's chunk, after the figures: the first screen
// stays within its size budget (docs/bundle-size.md).
const MonthsMoney = lazy(() => import('./months-money'));

/**
 * The documents: issued this month and in the range, failed in the range, deliveries that
 * failed, months not yet filed with the Revenue Department; the months of the range by document
 * type; this month's types. Every figure links to
 * the document search with the same criteria.
 */
export function DocumentFigures({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  const format = useFigureFormat();
  const { documents, deliveryFailures } = summary;
  const { thisMonth } = documents;
  const range = { issueDateFrom: summary.dateFrom, issueDateTo: summary.dateTo };
  const rangeText = t('documents.range', {
    from: format.day(summary.dateFrom),
    to: format.day(summary.dateTo),
  });
  const amounts = (issued: { issuedValue: string; issuedVat: string }) =>
    t('documents.amounts', { value: format.money(issued.issuedValue), vat: format.money(issued.issuedVat) });
  // The range's types, most documents first, each a part of every month's bar.
  const types = documents.byType.map((row) => row.documentType);

  return (
    <Section title={t('documents.title')}>
      {/* One row on a wide screen: five columns when the filing tile is there, not a fifth that wraps. */}
      <TileGrid columns={{ xs: 1, sm: 2, lg: summary.unfiledMonths === null ? 4 : 5 }} sx={{ mb: 3 }}>
        <StatTile
          label={t('documents.thisMonth')}
          value={thisMonth.issued}
          detail={amounts(thisMonth)}
          hint={format.monthLong(thisMonth.month)}
          href={figureLinks.documents({
            status: 'GENERATED',
            issueDateFrom: thisMonth.dateFrom,
            issueDateTo: thisMonth.dateTo,
          })}
        />
        <StatTile
          label={t('documents.issued')}
          value={documents.issued}
          detail={amounts(documents)}
          hint={rangeText}
          href={figureLinks.documents({ status: 'GENERATED', ...range })}
        />
        <StatTile
          label={t('documents.failed')}
          value={documents.failed}
          hint={rangeText}
          href={figureLinks.documents({ status: 'FAILED', ...range })}
          alert
        />
        <StatTile
          label={t('documents.deliveryFailures')}
          value={deliveryFailures.documents}
          hint={t('documents.deliveryChannels', {
            email: format.count(deliveryFailures.email),
            sms: format.count(deliveryFailures.sms),
          })}
          href={figureLinks.documents({ deliveryStatus: 'FAILED' })}
          alert
        />
        {summary.unfiledMonths !== null && (
          <StatTile
            label={t('documents.unfiledMonths')}
            value={summary.unfiledMonths}
            hint={t('documents.unfiledMonthsHint')}
            href={figureLinks.unfiledMonths()}
            alert
          />
        )}
      </TileGrid>

      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('documents.perMonth')}
      </Typography>
      {types.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
          {t('documents.none')}
        </Typography>
      ) : (
        <>
          <MonthsChart summary={summary} types={types} rangeText={rangeText} />
          <Suspense fallback={null}>
            <MonthsMoney summary={summary} />
          </Suspense>
        </>
      )}

      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('documents.thisMonthByType', { month: format.monthLong(thisMonth.month) })}
      </Typography>
      {thisMonth.byType.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('documents.noneThisMonth')}</Typography>
      ) : (
        <ThisMonthTypes summary={summary} />
      )}
    </Section>
  );
}

/** A document type's name in the language shown, as the summary gives it (else its code). */
function useTypeName(summary: DashboardSummary): (code: string) => string {
  const { currentLang } = useLocales();
  return (code) => {
    const names = summary.documentTypes.find((type) => type.documentType === code);
    return names ? localizedName(currentLang.value, names.nameTh, names.nameEn) : code;
  };
}

function MonthsChart({
  summary,
  types,
  rangeText,
}: {
  summary: DashboardSummary;
  types: string[];
  rangeText: string;
}) {
  const { t } = useTranslation('dashboard');
  const typeName = useTypeName(summary);
  const format = useFigureFormat();
  const { months } = summary.documents;
  return (
    <ChartPanel
      title={t('documents.perMonthChart', { range: rangeText })}
      emptyText={t('documents.none')}
      categories={months.map((m) => ({
        key: m.month,
        label: format.monthShort(m.month),
        longLabel: format.monthLong(m.month),
      }))}
      series={types.map((type) => ({
        key: type,
        label: typeName(type),
        values: months.map((m) => m.byType.find((row) => row.documentType === type)?.count ?? 0),
      }))}
      hrefOf={(monthIndex, typeIndex) =>
        figureLinks.documents({
          documentType: types[typeIndex],
          status: 'GENERATED',
          issueDateFrom: months[monthIndex]!.dateFrom,
          issueDateTo: months[monthIndex]!.dateTo,
        })
      }
    />
  );
}

function ThisMonthTypes({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  const typeName = useTypeName(summary);
  const format = useFigureFormat();
  const { thisMonth } = summary.documents;
  return (
    <TileGrid list columns={{ xs: 1, sm: 2, md: 3 }} gap={1}>
      {thisMonth.byType.map((row) => (
        <li key={row.documentType}>
          <Typography
            component={RouterLink}
            to={figureLinks.documents({
              documentType: row.documentType,
              status: 'GENERATED',
              issueDateFrom: thisMonth.dateFrom,
              issueDateTo: thisMonth.dateTo,
            })}
            sx={{ color: 'primary.main', textDecoration: 'underline' }}
          >
            {t('documents.typeCount', { type: typeName(row.documentType), n: format.count(row.count) })}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {' · '}
            {t('documents.typeMoney', { value: format.money(row.value), vat: format.money(row.vat) })}
          </Typography>
        </li>
      ))}
    </TileGrid>
  );
}
