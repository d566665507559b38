export { RowButton } from './row-button';
