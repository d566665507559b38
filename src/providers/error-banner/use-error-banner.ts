import { useContext } from 'react';
import { ErrorBannerContext, type ErrorBannerContextValue } from './error-banner-context';

export function useErrorBanner(): ErrorBannerContextValue {
  const context = useContext(ErrorBannerContext);
  if (!context) throw new Error('useErrorBanner must be used inside ErrorBannerProvider');
  return context;
}
