import { screen } from '@testing-library/react';
import { routes as adminRoutes } from 'src/app/routes/admin-routes';
import { routes as customerRoutes } from 'src/app/routes/customer-routes';
import { documentRoutes } from 'src/features/document/routes';
import { LAZY, renderBackOffice, routePaths, signIn } from '../guards/back-office-app';
import { answerPost, ok } from '../msw-answer';
import { SLOW_TEST } from '../master-data/interact';
import { DASHBOARD_MENU, seededMenu, serveMenus } from '../nav/menu-fixtures';
import { answerListboxes, DOCUMENT, documentDetail } from './document-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

// The seed's menu.
const DOCUMENT_MENUS = [DASHBOARD_MENU, seededMenu('DOCUMENT', 80)];

describe('The document routes', () => {
  beforeEach(() => signIn());

  it('are in both modules’ trees, in place of the coming-soon page', () => {
    const paths = documentRoutes.map((route) => route.path);
    expect(paths).toEqual(['document', 'document/:documentId']);
    for (const tree of [adminRoutes, customerRoutes]) {
      const all = routePaths(tree);
      expect(all).toEqual(expect.arrayContaining(paths));
      expect(all.filter((path) => path === 'document')).toHaveLength(1);
    }
  });

  it('let a document’s page through the menu guard when the user’s menus hold the search', async () => {
    serveMenus(DOCUMENT_MENUS);
    answerListboxes();
    answerPost(`${DOCUMENT}/getDocumentById`, () => ok(documentDetail()));
    renderBackOffice('/document/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'เอกสารเลขที่ INV-0001' }, LAZY),
    ).toBeInTheDocument();
  });
});
