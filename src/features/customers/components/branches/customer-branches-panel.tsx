// Placeholder with the agreed props: the branches list (search + dialog) of one customer, used
// by the administrator's customer page (branches tab) and the customer module's /branch screen.
export interface CustomerBranchesPanelProps {
  customerCode: string;
  /** The customer page in inquiry mode: no add, edit or delete. */
  readOnly?: boolean;
}

export function CustomerBranchesPanel(_props: CustomerBranchesPanelProps) {
  return null;
}
