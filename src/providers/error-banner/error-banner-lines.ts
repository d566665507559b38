import type { TFunction } from 'i18next';
import { isApiError, VALIDATION_CODE } from 'src/lib/api-error';

/**
 * Spec §8: a '102' failure with details shows one line per detail, "key description", the
 * key translated when common.json has errorKeys.<key>; anything else shows the generic message.
 * A call that got no answer at all (server down, connection lost) adds why and that trying
 * again may work: the generic text alone sends the user to the administrator for a blip.
 */
export function bannerLines(error: unknown, t: TFunction): string[] {
  if (isApiError(error) && error.code === VALIDATION_CODE && error.details.length > 0) {
    return error.details.map(({ key, description }) => {
      const label = t(`errorKeys.${key}`, { ns: 'common', defaultValue: key, nsSeparator: false });
      return `${label} ${description}`.trim();
    });
  }
  const generic = t('errorBanner.generic', { ns: 'common' });
  return isApiError(error) && error.isNetwork
    ? [generic, t('errorBanner.network', { ns: 'common' })]
    : [generic];
}
