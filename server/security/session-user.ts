import type { Role } from '../../contract/envelope';
import type { CustomerUserRole } from '../http/access';

/**
 * The signed-in user as the session check sees it (./sessions, fresh from the database) and as
 * ./session-cache remembers it for a moment.
 */
export interface SessionUser {
  sessionId: string;
  role: Role;
  userCode: string;
  username: string;
  mustChangePassword: boolean;
  customerCode?: string;
  customerRole?: CustomerUserRole;
  /** last_seen_at is older than LAST_SEEN_RESOLUTION_SECONDS: touch it. */
  stale: boolean;
}
