// Where the template screens live (the routes in ../../routes/index.tsx): the search, and one
// page per template that is both its view and its editor.

export const TEMPLATE_LIST_PATH = '/template';

export const templatePaths = {
  list: TEMPLATE_LIST_PATH,
  add: `${TEMPLATE_LIST_PATH}/new`,
  template: (templateCode: string) => `${TEMPLATE_LIST_PATH}/${encodeURIComponent(templateCode)}`,
};
