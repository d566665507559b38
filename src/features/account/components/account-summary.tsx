import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from 'src/lib/session';

/** Who is signed in: name, role (and for customer users their company), e-mail. */
export function AccountSummary({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const role = t(`role.${user.role === 'CUSTOMER' ? (user.userRole ?? 'CUSTOMER') : 'ADMIN'}`);
  return (
    <Box sx={{ px: 2, py: 1.5, maxWidth: 280 }}>
      <Typography variant="subtitle2" component="p" noWrap>
        {user.fullName || user.username}
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }} noWrap>
        {user.customerName ? t('menu.roleAt', { role, customer: user.customerName }) : role}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }} noWrap>
        {user.email}
      </Typography>
    </Box>
  );
}
