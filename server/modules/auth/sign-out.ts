import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { unauthorized } from '../../http/errors';
import { revokeSessionAndOlder } from '../../security/sessions';

/** Logout: this session and every older one of the same user end (a stolen older token too). */
export function signOut(deps: AppDeps, ctx: ServiceContext): Promise<void> {
  const principal = ctx.principal;
  if (!principal) throw unauthorized();
  return runCommand(deps, ctx, async ({ tx, audit, forgetSessions }) => {
    const ended = await revokeSessionAndOlder(tx, principal.sessionId, principal.role, principal.userCode);
    forgetSessions();
    await audit({
      action: 'SIGN_OUT',
      entity: principal.role === 'ADMIN' ? 'admin_user' : 'customer_user',
      entityId: principal.userCode,
      after: { sessionsEnded: ended },
    });
  });
}
