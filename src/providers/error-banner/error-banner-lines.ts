import type { TFunction } from 'i18next';
import { isApiError, VALIDATION_CODE } from 'src/lib/api-error';

/**
 * Spec §8: a '102' failure with details shows one line per detail, "key description", the
 * key translated when common.json has errorKeys.<key>; anything else shows the generic message.
 * A call that got no answer at all (server down, connection lost, no answer in time) says just
 * that and that trying again may work — not the generic "contact the administrator", which sends
 * the user away for a blip (issue 32).
 */
export function bannerLines(error: unknown, t: TFunction): string[] {
  if (isApiError(error) && error.code === VALIDATION_CODE && error.details.length > 0) {
    return error.details.map(({ key, description }) => {
      const label = t(`errorKeys.${key}`, { ns: 'common', defaultValue: key, nsSeparator: false });
      return `${label} ${description}`.trim();
    });
  }
  if (isApiError(error) && error.isTimeout) return [t('errorBanner.timeout', { ns: 'common' })];
  if (isApiError(error) && error.isNetwork) return [t('errorBanner.network', { ns: 'common' })];
  // A save refused to the user's role: back-office only (a literal the build replaces, so the
  // public site's first load does not carry the line; its texts are the back-office's too).
  if (import.meta.env.VITE_MODULE !== 'public' && isApiError(error) && error.status === 403)
    return [t('saveForbidden', { ns: 'account' })];
  return [t('errorBanner.generic', { ns: 'common' })];
}
