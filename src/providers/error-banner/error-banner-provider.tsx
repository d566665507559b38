import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from 'src/lib/api-error';
import {
  onApiAnsweredAgain,
  onApiFailure,
  onApiFailureHandled,
  onApiFailureReveal,
} from 'src/lib/api-events';
import { ErrorBannerContext, type ErrorBannerContextValue } from './error-banner-context';
import { bannerLines } from './error-banner-lines';

/** Holds the global error banner's state and fills it from every reported API failure. */
export function ErrorBannerProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  // The error itself is kept, not its text, so the lines follow a later language switch.
  const [error, setError] = useState<{ value: unknown } | null>(null);
  // The last failure a save asked to bring into view, numbered so that a second ask scrolls again.
  const [reveal, setReveal] = useState<{ failure: unknown; count: number }>({ failure: null, count: 0 });

  const show = useCallback((value: unknown) => setError({ value }), []);
  const close = useCallback(() => setError(null), []);

  useEffect(() => onApiFailure(show), [show]);
  // A form that says the failure under its fields: the banner steps back (one problem, one message).
  useEffect(
    () => onApiFailureHandled((handled) => setError((shown) => (shown?.value === handled ? null : shown))),
    [],
  );
  // The server answers again (a retry went through): "could not reach the server" is no longer true.
  useEffect(
    () =>
      onApiAnsweredAgain(() =>
        setError((shown) => (isApiError(shown?.value) && shown.value.isUnanswered ? null : shown)),
      ),
    [],
  );
  // A failed save the user waits on: the banner comes into view (only for the failure it shows).
  useEffect(
    () => onApiFailureReveal((failure) => setReveal(({ count }) => ({ failure, count: count + 1 }))),
    [],
  );

  // Kept here, not in <ErrorBanner/>, so that moving to a page with another layout (a new
  // banner instance) still counts as navigation.
  const lastLocation = useRef<string | null>(null);
  const clearOnNavigation = useCallback(
    (location: string) => {
      if (lastLocation.current !== null && lastLocation.current !== location) close();
      lastLocation.current = location;
    },
    [close],
  );

  const value = useMemo<ErrorBannerContextValue>(() => {
    const lines = error === null ? [] : bannerLines(error.value, t);
    const revealed = error !== null && reveal.failure === error.value ? reveal.count : 0;
    return {
      open: error !== null,
      message: lines.join('\n'),
      lines,
      revealed,
      show,
      close,
      clearOnNavigation,
    };
  }, [error, reveal, t, show, close, clearOnNavigation]);

  return <ErrorBannerContext.Provider value={value}>{children}</ErrorBannerContext.Provider>;
}
