import { screen } from '@testing-library/react';
import { routes as adminRoutes } from 'src/app/routes/admin-routes';
import { routes as customerRoutes } from 'src/app/routes/customer-routes';
import { pdfTemplateRoutes } from 'src/features/pdf-template/routes';
import { LAZY, renderBackOffice, routePaths, signIn } from '../guards/back-office-app';
import { SLOW_TEST } from '../master-data/interact';
import { DASHBOARD_MENU, seededMenu, serveMenus } from '../nav/menu-fixtures';
import { answerLookups, answerTemplate, pdfTemplate } from './pdf-template-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

// The seed's menu.
const PDF_TEMPLATE_MENUS = [DASHBOARD_MENU, seededMenu('PDF_TEMPLATE', 60)];

describe('The PDF template routes', () => {
  beforeEach(() => signIn());

  it('are in the admin tree in place of the coming-soon page, and not in the customer portal', () => {
    const paths = pdfTemplateRoutes.map((route) => route.path);
    expect(paths).toEqual(['pdf-template', 'pdf-template/new', 'pdf-template/:pdfTemplateId']);
    const admin = routePaths(adminRoutes);
    expect(admin).toEqual(expect.arrayContaining(paths));
    expect(admin.filter((path) => path === 'pdf-template')).toHaveLength(1);
    expect(routePaths(customerRoutes)).not.toContain('pdf-template/:pdfTemplateId');
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
