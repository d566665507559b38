// List exports (docs/exports.md): every row of a list's search, streamed by the server as a file.
// Each list answers POST <its prefix>/export?format=csv|xlsx with its search body (the same
// criteria and sort the list's search takes; page and size are ignored).

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The query string of every export: the file's format (CSV unless asked). */
export const exportQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { format: { type: 'string', enum: EXPORT_FORMATS, default: 'csv' } },
} as const;

/** The export call of a list whose calls live under `prefix`. */
export const exportPathOf = (prefix: string) => `${prefix}/export`;

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
