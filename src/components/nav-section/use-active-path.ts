import { useLocation } from 'react-router-dom';

/** A leaf is active on its exact path; a parent while any page below it is shown. */
export function useActivePath(path: string, deep: boolean): boolean {
  const { pathname } = useLocation();
  if (!deep || path === '/') return pathname === path;
  return pathname === path || pathname.startsWith(`${path.replace(/\/$/, '')}/`);
}
