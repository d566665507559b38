import type { EmptyData } from 'contract/auth';
import { apiPost } from 'src/lib/api-client';

/** Ends the token's session (and older ones of the user) on the server. */
export function logout(): Promise<EmptyData> {
  // Silent: signing out goes on whatever the server answers; a banner would only confuse.
  return apiPost<EmptyData>('/api/authen/logout', {}, { silent: true });
}
