/** Query keys of the template screens: a save refreshes the lists and the template. */
export const uploadTemplateKeys = {
  all: ['upload-templates'] as const,
  list: ['upload-templates', 'list'] as const,
  detail: (templateCode: string) => ['upload-templates', 'detail', templateCode] as const,
  options: (inputColumnId: number) => ['upload-templates', 'options', inputColumnId] as const,
};
