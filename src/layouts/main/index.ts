export { MainLayout } from './main-layout';
export { MainFooter } from './main-footer';
