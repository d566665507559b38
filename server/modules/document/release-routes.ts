import { DOCUMENT_PREFIX as PREFIX } from '../../../contract/document';
import { RELEASE_ROLES, documentReleaseSchemas as s } from '../../../contract/document-release';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesApp } from '../../http/route-kit';
import type { AppDeps } from '../../deps';
import { createReleaseService } from './release-service';

const controller: Controller = {
  tag: 'document',
  // A USER sees held documents but cannot send them: 403 before anything is read.
  access: { roles: ['ADMIN', 'CUSTOMER'], customerRoles: RELEASE_ROLES },
};

/** releaseDocument and releaseUpload (docs/documents.md "Held for release"). */
export function registerRelease(
  app: RoutesApp,
  deps: AppDeps,
  reachable: Parameters<typeof createReleaseService>[1],
): void {
  const releases = createReleaseService(deps, reachable);

  app.post(
    `${PREFIX}/releaseDocument`,
    routeOptions(controller, s.releaseDocument, 'Send a document held for release to its buyer'),
    async (request) =>
      ok({ released: await releases.releaseDocument(contextOf(request), request.body.documentId) }),
  );

  app.post(
    `${PREFIX}/releaseUpload`,
    routeOptions(controller, s.releaseUpload, 'Send every document of an import held for release'),
    async (request) =>
      ok({ released: await releases.releaseUpload(contextOf(request), request.body.uploadId) }),
  );
}
