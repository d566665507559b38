import { useLocation, useParams } from 'react-router-dom';
import type { FormMode } from 'src/components/form-dialog';

/**
 * The customer page's mode, read from its path: /customer/new adds, /customer/:code views
 * (inquiry), /customer/:code/edit edits (modify).
 */
export function useCustomerMode(): { mode: FormMode; customerCode: string | null } {
  const { customerCode } = useParams();
  const { pathname } = useLocation();
  if (customerCode === undefined) return { mode: 'add', customerCode: null };
  return { mode: /\/edit\/?$/.test(pathname) ? 'modify' : 'inquiry', customerCode };
}
