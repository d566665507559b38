export { RetryAlert } from './retry-alert';
