import { useQuery } from '@tanstack/react-query';
import type { KindSettings } from '../kinds';
import { landingAdminKeys, searchAllItems, searchStatCounters } from './landing-admin-calls';

/** The list of one kind, as the screen and its preview read it (one cache entry for both). */
export function useLandingItems(settings: KindSettings) {
  return useQuery({
    queryKey: landingAdminKeys.items(settings.kind),
    queryFn: ({ signal }) => searchAllItems(settings.kind, { signal }),
  });
}

/** The figures, as the screen and its preview read them. */
export function useStatCounters() {
  return useQuery({
    queryKey: landingAdminKeys.counters,
    queryFn: ({ signal }) => searchStatCounters({ signal }),
  });
}
