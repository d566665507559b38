// Texts of the bulk download's refusals in Thai (default) and English; picked with say().
import { BULK_DOWNLOAD_MAX_DOCUMENTS } from '../../../../contract/bulk-download';
import texts from './messages.json';

const most = BULK_DOWNLOAD_MAX_DOCUMENTS.toLocaleString('en-US');

export const bulkDownloadText = {
  ...texts,
  TOO_MANY_DOCUMENTS: {
    th: `ค้นพบเอกสารมากกว่า ${most} รายการ กรุณาระบุเงื่อนไขการค้นหาให้แคบลง (เช่น ช่วงวันที่) แล้วลองอีกครั้ง`,
    en: `The search finds more than ${most} documents; narrow it (a date range, for example) and try again`,
  },
};
