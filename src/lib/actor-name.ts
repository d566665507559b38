import type { TFunction } from 'i18next';

// The server records who did a step as a user name or, for work no person asked for, as an id:
// 'system' (seeded rows), 'seed:<name>' (sample data), 'job:<type>' (a background job, e.g.
// 'job:document-generation'). People read a word for those ids, never the id itself.

const JOB_PREFIX = 'job:';

/** True when no person did the step (a seed or a job): its role adds nothing to its name. */
export function isMachineActor(actor: string | null | undefined): boolean {
  return !!actor && (actor === 'system' || actor.startsWith('seed:') || actor.startsWith(JOB_PREFIX));
}

/** The name users read for an actor: the user's name, or the system's step in the current language. */
export function actorName(t: TFunction, actor: string | null | undefined): string {
  if (!actor) return '';
  if (actor === 'system') return t('common:actor.system');
  if (actor.startsWith('seed:')) return t('common:actor.seed');
  if (actor.startsWith(JOB_PREFIX)) {
    const type = actor.slice(JOB_PREFIX.length);
    return t(`common:actor.job.${type}`, { defaultValue: t('common:actor.job.other') });
  }
  return actor;
}
