import { TEMPLATE_LIST_PATH, templatePagePath } from '../template-page/template-page-paths';

// Where the template screens live (the routes in ../../routes/index.tsx): the search, and one
// page per template that is its view and, with ?mode=edit, its editor.

export const templatePaths = {
  list: TEMPLATE_LIST_PATH,
  add: `${TEMPLATE_LIST_PATH}/new`,
  template: (templateCode: string) => templatePagePath(templateCode),
  edit: (templateCode: string) => templatePagePath(templateCode, { edit: true }),
};
