/**
 * A module loaded on its first use, once: the promise is kept, so later calls cost nothing (under
 * tsx every dynamic import() goes through its loader thread).
 *
 * Why: the heavy libraries — pdf-lib and its fonts, the canvas, exceljs, libxml2-wasm, the XML
 * signature stack — cost ~300 MB of RSS when loaded (docs/memory.md). Each is imported where it is
 * used, through one of these, so a server that only serves lists and look-ups never holds them.
 * Keep their types with `import type`: a value import would load them with the server again.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** exceljs (~20 MB), shared by the uploads, their error reports, the reports and sample files. */
export const loadExcelJs = lazy(async () => (await import('exceljs')).default);
