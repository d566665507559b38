import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from 'src/components/page-header';
import { useUrlTab } from 'src/hooks';
import { customerKeys } from '../api/customer-query-keys';
import { getCustomerByCode } from '../api/get-customer-by-code';
import { CustomerBranchesPanel } from '../components/branches/customer-branches-panel';
import { CustomerCertificatePanel } from '../components/certificate/customer-certificate-panel';
import { CustomerDetailsForm } from '../components/customer/customer-details-form';
import { customerPaths, listPathFrom } from '../components/customer/customer-paths';
import { useCustomerMode } from '../components/customer/use-customer-mode';
import { CustomerUsersPanel } from '../components/users/customer-users-panel';

const TABS = ['details', 'branches', 'users', 'certificate'] as const;
type CustomerTab = (typeof TABS)[number];

/**
 * One customer (spec §3) on its own page, with tabs: details (the customer form), branches,
 * users and the signing certificate. Add at /customer/new, view at /customer/:code, edit at
 * /customer/:code/edit; the tab is in the query string (?tab=branches). The other tabs need the
 * customer to exist.
 */
export default function CustomerPage() {
  const { t } = useTranslation('customer');
  const { mode, customerCode } = useCustomerMode();
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const existing = customerCode !== null;
  // The other tabs need the customer to exist.
  const { tab, selectTab, tabId, panelId } = useUrlTab(TABS, !existing);
  const listPath = listPathFrom(state);

  const record = useQuery({
    queryKey: customerKeys.detail(customerCode ?? ''),
    queryFn: ({ signal }) => getCustomerByCode({ customerCode: customerCode ?? '' }, { signal }),
    enabled: existing,
    // Read fresh on opening (its version guards the save), but never behind the user's back:
    // a new answer replaces what the form shows.
    staleTime: 0,
    refetchOnReconnect: false,
  });

  const title = t(`list:dialogTitle.${mode}`, { entity: t('entity') });
  const readOnly = mode === 'inquiry';
  // The details form has its own Edit button; the other tabs are read-only in inquiry, so the
  // page offers Edit there, staying on the tab (e.g. to upload the certificate).
  const editOnTab =
    readOnly && customerCode !== null && tab !== 'details' ? (
      <Button
        variant="contained"
        onClick={() => void navigate(`${customerPaths.edit(customerCode)}?tab=${tab}`, { state })}
      >
        {t('common:action.edit')}
      </Button>
    ) : undefined;

  return (
    <Box data-page="page-customer">
      <PageHeader title={title} parents={[{ label: t('title'), href: listPath }]} actions={editOnTab} />
      {record.data && (
        <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -2, mb: 2 }}>
          {`${record.data.customerCode} ${record.data.customerName}`}
        </Typography>
      )}
      <Tabs
        value={tab}
        onChange={(_event, next: CustomerTab) => selectTab(next)}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`tabs.${name}`)}
            id={tabId(name)}
            aria-controls={panelId(name)}
            disabled={!existing && name !== 'details'}
          />
        ))}
      </Tabs>
      {!existing && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('tabs.saveFirst')}
        </Typography>
      )}

      {/* The details stay mounted while another tab shows: what was typed is kept. */}
      <Box
        role="tabpanel"
        id={panelId('details')}
        aria-labelledby={tabId('details')}
        hidden={tab !== 'details'}
      >
        {existing && record.isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('common:loading')} />
          </Box>
        )}
        {existing && record.isError && !record.data && <Alert severity="error">{t('notFound')}</Alert>}
        {(!existing || record.data) && (
          <CustomerDetailsForm
            mode={mode}
            customer={record.data}
            onReload={() => record.refetch()}
            listPath={listPath}
          />
        )}
      </Box>
      {existing && tab === 'branches' && (
        <Box role="tabpanel" id={panelId('branches')} aria-labelledby={tabId('branches')}>
          <CustomerBranchesPanel customerCode={customerCode} readOnly={readOnly} />
        </Box>
      )}
      {existing && tab === 'users' && (
        <Box role="tabpanel" id={panelId('users')} aria-labelledby={tabId('users')}>
          <CustomerUsersPanel customerCode={customerCode} readOnly={readOnly} />
        </Box>
      )}
      {existing && tab === 'certificate' && (
        <Box role="tabpanel" id={panelId('certificate')} aria-labelledby={tabId('certificate')}>
          <CustomerCertificatePanel customerCode={customerCode} readOnly={readOnly} />
        </Box>
      )}
    </Box>
  );
}
