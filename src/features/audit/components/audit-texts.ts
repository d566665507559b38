import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { actorName, isMachineActor } from 'src/lib/actor-name';
import { fDateTime } from 'src/lib/format';

// The audit log's words: actions, record kinds and field names in the current language, a code
// the texts do not know shown as it is (a newer server, a field added later).

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/** One recorded value as a reader sees it: dates in the language's format, yes / no, lists joined. */
function valueText(value: unknown, yesNo: (value: boolean) => string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'string') return ISO_TIME.test(value) ? fDateTime(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map((item) => String(item)).join(', ');
  }
  return JSON.stringify(value);
}

export function useAuditTexts() {
  const { t } = useTranslation('audit');
  const action = useCallback((code: string) => t(`actions.${code}`, { defaultValue: code }), [t]);
  const entity = useCallback((code: string) => t(`entities.${code}`, { defaultValue: code }), [t]);
  /** customerName → the field's name; address.provinceCode → "Address › Province code". */
  const field = useCallback(
    (path: string) =>
      path === ''
        ? t('entry.value')
        : path
            .split('.')
            .map((part) => t(`fields.${part}`, { defaultValue: part }))
            .join(' › '),
    [t],
  );
  const value = useCallback(
    (recorded: unknown) => valueText(recorded, (yes) => t(yes ? 'entry.yes' : 'entry.no')),
    [t],
  );
  const role = useCallback(
    (code: string | null) => (code ? t(`role.${code}`, { defaultValue: code }) : ''),
    [t],
  );
  /** A person with their role, or the system's step by name (its recorded id in `withId`, to search by). */
  const who = useCallback(
    (actor: string | null, actorRole: string | null, { withId = false } = {}) => {
      if (!isMachineActor(actor)) return [actor ?? '', role(actorRole)].filter(Boolean).join(' · ');
      return withId ? `${actorName(t, actor)} · ${actor}` : actorName(t, actor);
    },
    [t, role],
  );
  return { t, action, entity, field, value, role, who };
}
