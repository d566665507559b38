import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from 'contract/ticket';
import { TICKET_PREFIX } from 'contract/ticket-constants';
import { apiPost } from '../api-client';
import { useSession } from '../use-session';

/**
 * The unread-ticket count's query key. The ticket screens refresh it (opening a ticket marks it
 * read); it lives here, under the menus, because the menu shows it and features do not reach
 * into the layout.
 */
export const UNREAD_TICKETS_KEY = ['tickets', 'unread'] as const;

/** How often the menu asks again while a page stays open (a reply may arrive meanwhile). */
const UNREAD_REFRESH_MS = 60_000;

/** Menu paths with a count to show beside them: /ticket with the tickets that have news. */
export function useMenuBadges(hasTicketMenu: boolean): Record<string, number> {
  const session = useSession();
  const usable = hasTicketMenu && session !== null && session.mustChangePassword !== true;
  const { data } = useQuery({
    queryKey: UNREAD_TICKETS_KEY,
    queryFn: ({ signal }) =>
      apiPost<UnreadCount>(`${TICKET_PREFIX}/unreadCount`, {}, { signal, silent: true }),
    enabled: usable,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return data?.count ? { '/ticket': data.count } : {};
}
