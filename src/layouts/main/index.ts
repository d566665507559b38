export { MainLayout } from './main-layout';
export { LazyMainFooter } from './lazy-main-footer';
