/** The form values every sign-in account has: its username, name, e-mail and phone ('' for none). */
export function accountToForm(account: {
  username: string;
  fullName: string;
  email: string;
  tel?: string | null;
}) {
  return {
    username: account.username,
    fullName: account.fullName,
    email: account.email,
    tel: account.tel ?? '',
  };
}
