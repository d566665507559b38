// docs/api-contract.md names every call the server serves, with its full path: a route added to
// a module without its line on that page fails here (add it there, or move it out of "Planned").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { useTestApp } from './support/app-per-file';

const t = useTestApp();

it('names every API route of the route table in docs/api-contract.md', () => {
  const page = readFileSync(path.join(import.meta.dirname, '../../docs/api-contract.md'), 'utf8');
  const routes = t.app
    .routeTable()
    .filter((route) => route.method !== 'HEAD')
    .map((route) => route.url.replace(/:([A-Za-z]+)/g, '{$1}'))
    // The web apps and the OpenAPI page's own files are no calls.
    .filter((url) => (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/d/'));
  expect(routes.length).toBeGreaterThan(100);
  // Each path written whole, ending the code span it is in.
  const missing = [...new Set(routes)].filter((url) => !page.includes(`${url}\``));
  expect(missing).toEqual([]);
});
