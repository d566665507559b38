import type { UploadType } from 'contract/upload-template';

/** The import screens' paths inside a module's router (menus IMPORT_ETAX /import/etax, IMPORT_EDOC /import/edoc). */
export const importPaths = {
  list: (uploadType: UploadType) => `/import/${uploadType.toLowerCase()}`,
  upload: (uploadType: UploadType, uploadId: number) => `/import/${uploadType.toLowerCase()}/${uploadId}`,
};
