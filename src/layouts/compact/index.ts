export { CompactLayout } from './compact-layout';
