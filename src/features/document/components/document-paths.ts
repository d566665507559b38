import type { UploadType } from 'contract/upload-template';

/** The document screens' paths inside a module's router (menu DOCUMENT /document). */
export const documentPaths = {
  list: '/document',
  /** The documents of one import (the import page links here). */
  listOfUpload: (uploadId: number) => `/document?uploadId=${uploadId}`,
  document: (documentId: number) => `/document/${documentId}`,
  /** The import a document came from (the import screens' paths; features do not import each other). */
  upload: (uploadType: UploadType, uploadId: number) => `/import/${uploadType.toLowerCase()}/${uploadId}`,
  /** A credit / debit note or cancellation of the document (the direct-entry screens' path). */
  correction: (documentId: number, type: string) => `/direct-entry/correction/${documentId}/${type}`,
};
