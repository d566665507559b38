export { SkeletonBlock } from './skeleton-block';
