import { useEffect } from 'react';
import { useAppNavigate } from 'src/lib/navigation';

/** Goes on to `to` at once, in place of this address (react-router's <Navigate replace> for src/lib/navigation). */
export function Redirect({ to }: { to: string }) {
  const navigate = useAppNavigate();
  useEffect(() => void navigate(to, { replace: true }), [navigate, to]);
  return null;
}
