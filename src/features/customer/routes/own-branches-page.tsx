import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from 'src/components/page-header';
import { useSession } from 'src/lib/use-session';
import { CustomerBranchesPanel } from '../components/branches/customer-branches-panel';

/**
 * The customer module's /branch screen: the signed-in customer admin's own branches. The customer
 * code comes from the session (the server takes it from the token anyway and answers only the
 * own customer's rows); the screen never asks for one.
 */
export default function OwnBranchesPage() {
  const { t } = useTranslation('customer-branch');
  const customerCode = useSession()?.user.customerCode;
  return (
    <Box data-page="page-own-branches">
      <PageHeader title={t('title')} />
      {customerCode !== undefined && <CustomerBranchesPanel customerCode={customerCode} />}
    </Box>
  );
}
