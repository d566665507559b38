// The document page rendered against MSW, shared by the page's tests (facts, PDF, re-sends in
// ./document-page.test.tsx; the e-Tax XML in ../document-etax-xml.test.tsx).
import { within } from '@testing-library/react';
import type { DocumentDetail, DocumentIdRequest } from 'contract/document';
import { FILE_PREFIX } from 'contract/file';
import { http, HttpResponse } from 'msw';
import DocumentPage from 'src/features/document/routes/document-page';
import { failureBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { fastUser } from '../master-data/interact';
import { answerPost, ok } from '../msw-answer';
import { renderRoutedPage } from '../render';
import { answerListboxes, DOCUMENT, documentDetail } from './document-msw';

/** A 1×1 PNG: what the page does with the image, not the image, is under test. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** /document/:documentId answering `detail` (null: 404), with its preview pages and the error banner. */
export function renderPage(detail: DocumentDetail | null = documentDetail(), route = '/document/5') {
  answerListboxes();
  const get = answerPost<DocumentIdRequest>(`${DOCUMENT}/getDocumentById`, () =>
    detail ? ok(detail) : { status: 404, json: failureBody('404', 'Not found') },
  );
  const previews = answerPost<{ documentId: number; page: number }>(`${DOCUMENT}/previewPage`, (body) =>
    ok({ page: body.page, pageCount: 2, width: 893, height: 1263, image: TINY_PNG }),
  );
  const result = renderRoutedPage(<DocumentPage />, '/document/:documentId', route);
  return { ...result, user: fastUser(), get, previews };
}

/** GET a stored file through the file API, served as `fileName` (null: unnamed); records the file ids asked. */
export function answerFile(type: string, fileName: string | null, content: string): string[] {
  const asked: string[] = [];
  server.use(
    http.get(`${FILE_PREFIX}/downloadFileById/:fileId`, ({ params }) => {
      asked.push(String(params.fileId));
      return HttpResponse.arrayBuffer(new TextEncoder().encode(content).buffer, {
        headers: {
          'Content-Type': type,
          ...(fileName === null ? {} : { 'Content-Disposition': `attachment; filename="${fileName}"` }),
        },
      });
    }),
  );
  return asked;
}

/** The document's PDF through the file API. */
export const answerPdf = (): string[] => answerFile('application/pdf', '388-INV-0001.pdf', '%PDF-1.7');

/** The value a description list gives a label. */
export function factOf(section: HTMLElement, label: string): HTMLElement {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}
