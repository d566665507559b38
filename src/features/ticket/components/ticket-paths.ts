/** The ticket screens' URLs (menu TICKET /ticket), in both modules. */
export const ticketPaths = {
  list: '/ticket',
  ticket: (ticketRequestNo: string) => `/ticket/${encodeURIComponent(ticketRequestNo)}`,
};
