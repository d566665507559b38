export { alertColours } from './alert-colours';
export { ErrorNotice } from './error-notice';
export type { ErrorNoticeProps } from './error-notice';
