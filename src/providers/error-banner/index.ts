export { ErrorBanner } from './error-banner';
export { ErrorBannerProvider } from './error-banner-provider';
export { useErrorBanner } from './use-error-banner';
export type { ErrorBannerContextValue } from './error-banner-context';
