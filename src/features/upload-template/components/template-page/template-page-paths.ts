// Where the template page sits (../../routes/index.tsx): the search is its parent.

export const TEMPLATE_LIST_PATH = '/template';

/** The page's editing mode in its URL; without it a template opens for reading (issue 32). */
export const EDIT_PARAM = 'mode';
export const EDIT_VALUE = 'edit';

export function templatePagePath(templateCode: string, { edit = false }: { edit?: boolean } = {}): string {
  const path = `${TEMPLATE_LIST_PATH}/${encodeURIComponent(templateCode)}`;
  return edit ? `${path}?${EDIT_PARAM}=${EDIT_VALUE}` : path;
}
