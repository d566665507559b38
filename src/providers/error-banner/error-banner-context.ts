import { createContext } from 'react';

export interface ErrorBannerContextValue {
  open: boolean;
  /** The lines joined by new lines; '' when closed (spec §4: closed = empty message). */
  message: string;
  lines: string[];
  /**
   * Goes up each time a save the user waits on failed with the failure shown (lib/api-events
   * revealApiFailure): the banner then scrolls itself into view.
   */
  revealed: number;
  /** Show a failure (an ApiError, or any error for the generic message). */
  show: (error: unknown) => void;
  close: () => void;
  /** Used by <ErrorBanner/>: closes the banner when the location differs from the last one. */
  clearOnNavigation: (location: string) => void;
}

export const ErrorBannerContext = createContext<ErrorBannerContextValue | null>(null);
