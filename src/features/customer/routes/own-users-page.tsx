import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from 'src/components/page-header';
import { useSession } from 'src/lib/use-session';
import { CustomerUsersPanel } from '../components/users/customer-users-panel';

/**
 * The customer module's /user screen: the signed-in customer admin's own users. The customer code
 * comes from the session (the server takes it from the token anyway); the screen never asks for one.
 */
export default function OwnUsersPage() {
  const { t } = useTranslation('customer-user');
  const customerCode = useSession()?.user.customerCode;
  return (
    <Box data-page="page-own-users">
      <PageHeader title={t('title')} />
      {customerCode !== undefined && <CustomerUsersPanel customerCode={customerCode} />}
    </Box>
  );
}
