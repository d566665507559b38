import type { TFunction } from 'i18next';
import type { Breadcrumb } from 'src/components/page-header';
import { paths } from 'src/config/paths';

/** Home › Master data › <screen>. */
export function masterDataBreadcrumbs(t: TFunction, current: string): Breadcrumb[] {
  return [
    { label: t('list:home'), href: paths.dashboard },
    { label: t('master-data:masterData') },
    { label: current },
  ];
}
