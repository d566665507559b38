export { lazyPage, preloadLazyPages } from './lazy-page';
