// Why: the public build would otherwise put TanStack Query and notistack into its first load.
import type { Plugin } from 'vite';

/**
 * The public build's entry imports the back-office provider stack (src/app/providers.tsx picks
 * the stack by the folded VITE_MODULE, so the public site never renders it). That import alone
 * makes TanStack Query and notistack part of the entry's module graph, and as soon as a lazy
 * public chunk uses them (the contact form's toasts) the bundler puts them in the first load.
 * In the public build, what providers.tsx imports for the back-office stack only resolves to a
 * stub that throws if it is ever rendered; lazy chunks get the real modules.
 */
const BACK_OFFICE_STACK_IMPORTS = [
  '@tanstack/react-query',
  'src/lib/query-client',
  'src/providers/snackbar/snackbar-provider',
];
const BACK_OFFICE_STACK_STUB = '\0public-back-office-stack-stub';

export function publicWithoutBackOfficeStack(module: string): Plugin {
  return {
    name: 'public-without-back-office-stack',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (module !== 'public' || !importer) return null;
      if (!/[\\/]src[\\/]app[\\/]providers\.tsx$/.test(importer)) return null;
      // `src/…` arrives here already turned into an absolute path by the alias.
      const wanted = source.replaceAll('\\', '/');
      return BACK_OFFICE_STACK_IMPORTS.some((name) => wanted === name || wanted.endsWith(`/${name}`))
        ? BACK_OFFICE_STACK_STUB
        : null;
    },
    load(id) {
      if (id !== BACK_OFFICE_STACK_STUB) return null;
      return [
        'function backOfficeOnly() { throw new Error("The back-office provider stack is not in the public build"); }',
        'export const QueryClientProvider = backOfficeOnly;',
        'export const SnackbarProvider = backOfficeOnly;',
        'export const createQueryClient = backOfficeOnly;',
      ].join('\n');
    },
  };
}
