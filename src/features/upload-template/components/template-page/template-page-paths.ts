// Where the template page sits (../../routes/index.tsx): the search is its parent.

export const TEMPLATE_LIST_PATH = '/template';

export function templatePagePath(templateCode: string): string {
  return `${TEMPLATE_LIST_PATH}/${encodeURIComponent(templateCode)}`;
}
