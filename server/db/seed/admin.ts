import { eq } from 'drizzle-orm';
import { adminUser } from '../schema/auth';
import type { AppDeps } from '../../deps';
import { hashPassword, OWASP_SCRYPT, passwordProblem, randomPassword } from '../../security/password';

export const FIRST_ADMIN = {
  adminCode: 'ADM0001',
  username: 'admin',
  fullName: 'System Administrator',
} as const;

/**
 * The first administrator, created once. Its password is ADMIN_INITIAL_PASSWORD or, when unset,
 * a random one printed to the console this one time only; it must be changed at first sign-in.
 */
export async function seedFirstAdmin(deps: Pick<AppDeps, 'config' | 'db'>): Promise<void> {
  // Checked first: hashing costs ~0.4 s, too much for every restart.
  const [existing] = await deps.db
    .select({ code: adminUser.adminCode })
    .from(adminUser)
    .where(eq(adminUser.adminCode, FIRST_ADMIN.adminCode));
  if (existing) return;
  const configured = deps.config.adminInitialPassword;
  if (configured) {
    const problem = passwordProblem(configured);
    if (problem) throw new Error(`ADMIN_INITIAL_PASSWORD is refused by the password rule (${problem})`);
  }
  const password = configured ?? randomPassword();
  const passwordHash = await hashPassword(password, deps.config.passwordHashParams ?? OWASP_SCRYPT);
  const created = await deps.db
    .insert(adminUser)
    .values({
      ...FIRST_ADMIN,
      email: deps.config.adminEmail,
      status: 'ACTIVE',
      passwordHash,
      mustChangePassword: true,
      createBy: 'system',
      lastUpdateBy: 'system',
    })
    .onConflictDoNothing()
    .returning({ adminCode: adminUser.adminCode });
  if (created.length === 0) return;
  console.log(
    configured
      ? `First administrator created: username "${FIRST_ADMIN.username}", password from ADMIN_INITIAL_PASSWORD (to be changed at first sign-in).`
      : [
          '',
          '  First administrator created (this password is shown ONCE; change it at first sign-in):',
          `    username  ${FIRST_ADMIN.username}`,
          `    password  ${password}`,
          '',
        ].join('\n'),
  );
}
