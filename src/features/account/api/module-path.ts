import { env } from 'src/config/env';

/** The admin or the customer variant of a call: the back-office build decides which. */
export function pathForModule(paths: { admin: string; customer: string }): string {
  return env.module === 'customer' ? paths.customer : paths.admin;
}
