import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CUSTOMER_UPLOAD_PREFIX } from 'contract/customer-upload-constants';
import type { UnreadCount } from 'contract/ticket';
import { TICKET_PREFIX } from 'contract/ticket-constants';
import { apiPost, apiSearch } from '../api-client';
import { useSession } from '../use-session';

/**
 * The unread-ticket count's query key. The ticket screens refresh it (opening a ticket marks it
 * read); it lives here, under the menus, because the menu shows it and features do not reach
 * into the layout.
 */
export const UNREAD_TICKETS_KEY = ['tickets', 'unread'] as const;

/**
 * The imports waiting for accounting's approval, per kind. Under the imports' own key, so that
 * every refresh of the imports (an approval, a rejection, a cancel) refreshes the badge too.
 */
export const WAITING_IMPORTS_KEY = ['imports', 'waiting'] as const;

/** How often the menu asks again while a page stays open (a reply may arrive meanwhile). */
const REFRESH_MS = 60_000;

const IMPORT_MENUS = { ETAX: '/import/etax', EDOC: '/import/edoc' } as const;

/** A menu path's count, and what it counts (the badge's accessible text says it). */
export interface MenuBadge {
  count: number;
  kind: 'unread' | 'waiting';
}

async function waitingImports(signal: AbortSignal): Promise<Record<string, MenuBadge>> {
  const counts = await Promise.all(
    Object.entries(IMPORT_MENUS).map(async ([uploadType, path]) => {
      const body = { uploadType, status: 'USER_SUBMITTED', page: 1, size: 1 };
      const found = await apiSearch<unknown>(`${CUSTOMER_UPLOAD_PREFIX}/searchCustomerFileUpload`, body, {
        signal,
        silent: true,
      });
      return [path, { count: found.paging.totalRecords, kind: 'waiting' }] as const;
    }),
  );
  return Object.fromEntries(counts.filter(([, badge]) => badge.count > 0));
}

/**
 * Menu paths with a count to show beside them: /ticket with the tickets that have news, and for
 * a customer's ACCOUNTING user the import menus with the imports waiting for its approval.
 */
export function useMenuBadges(menu: { hasTicket: boolean; hasImports: boolean }): Record<string, MenuBadge> {
  const session = useSession();
  const usable = session !== null && session.mustChangePassword !== true;
  const { data: unread } = useQuery({
    queryKey: UNREAD_TICKETS_KEY,
    queryFn: ({ signal }) =>
      apiPost<UnreadCount>(`${TICKET_PREFIX}/unreadCount`, {}, { signal, silent: true }),
    enabled: usable && menu.hasTicket,
    refetchInterval: REFRESH_MS,
  });
  const { data: waiting } = useQuery({
    queryKey: WAITING_IMPORTS_KEY,
    queryFn: ({ signal }) => waitingImports(signal),
    enabled: usable && menu.hasImports && session.user.userRole === 'ACCOUNTING',
    refetchInterval: REFRESH_MS,
  });
  const unreadCount = unread?.count ?? 0;
  return useMemo(
    () => ({ ...waiting, ...(unreadCount ? { '/ticket': { count: unreadCount, kind: 'unread' } } : {}) }),
    [waiting, unreadCount],
  );
}
