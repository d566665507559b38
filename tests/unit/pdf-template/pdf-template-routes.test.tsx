import { screen } from '@testing-library/react';
import type { MenuItem } from 'contract/menus';
import { routes as adminRoutes } from 'src/app/routes/admin-routes';
import { routes as customerRoutes } from 'src/app/routes/customer-routes';
import { pdfTemplateRoutes } from 'src/features/pdf-template/routes';
import { LAZY, renderBackOffice, signIn } from '../guards/back-office-app';
import { SLOW_TEST } from '../master-data/interact';
import { DASHBOARD_MENU, serveMenus } from '../nav/menu-fixtures';
import { answerLookups, answerTemplate, pdfTemplate } from './pdf-template-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

// The seed's menu (server/db/seed/menus.ts).
const PDF_TEMPLATE_MENUS: MenuItem[] = [
  DASHBOARD_MENU,
  {
    menuCode: 'PDF_TEMPLATE',
    labelTh: 'เทมเพลตเอกสาร PDF',
    labelEn: 'PDF templates',
    path: '/pdf-template',
    icon: 'ri:file-pdf-2-line',
    seq: 60,
  },
];

const pathsOf = (tree: { path?: string; children?: unknown[] }[]): string[] =>
  tree.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...pathsOf((route.children ?? []) as { path?: string }[]),
  ]);

describe('The PDF template routes', () => {
  beforeEach(() => signIn());

  it('are in the admin tree in place of the coming-soon page, and not in the customer portal', () => {
    const paths = pdfTemplateRoutes.map((route) => route.path);
    expect(paths).toEqual(['pdf-template', 'pdf-template/new', 'pdf-template/:pdfTemplateId']);
    const admin = pathsOf(adminRoutes);
    expect(admin).toEqual(expect.arrayContaining(paths));
    expect(admin.filter((path) => path === 'pdf-template')).toHaveLength(1);
    expect(pathsOf(customerRoutes)).not.toContain('pdf-template/:pdfTemplateId');
  });

  it('let a template’s page through the menu guard when the user’s menus hold the search', async () => {
    serveMenus(PDF_TEMPLATE_MENUS);
    answerLookups();
    answerTemplate(() => pdfTemplate());
    renderBackOffice('/pdf-template/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'แก้ไขเทมเพลตเอกสาร PDF' }, LAZY),
    ).toBeInTheDocument();
  });
});
