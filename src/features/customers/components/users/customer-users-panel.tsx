// Placeholder with the agreed props: the users list (search + dialog with role and branches) of
// one customer, used by the administrator's customer page (users tab) and the customer module's
// /user screen.
export interface CustomerUsersPanelProps {
  customerCode: string;
  /** The customer page in inquiry mode: no add, edit or delete. */
  readOnly?: boolean;
}

export function CustomerUsersPanel(_props: CustomerUsersPanelProps) {
  return null;
}
