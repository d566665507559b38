export { PageHeader } from './page-header';
export type { Breadcrumb, PageHeaderProps } from './page-header';
