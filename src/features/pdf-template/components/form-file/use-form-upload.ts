import type { PdfTemplateDetail } from 'contract/pdf-template';
import { useCallback, useState } from 'react';
import { uploadPdfTemplate } from '../../api/pdf-template-calls';

/** uploadPdfTemplate with the browser's progress (0–100, null when no upload runs). */
export function useFormUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (target: Pick<PdfTemplateDetail, 'pdfTemplateId' | 'version'>, file: File) => {
      setProgress(0);
      try {
        return await uploadPdfTemplate(target, file, { onProgress: setProgress });
      } finally {
        setProgress(null);
      }
    },
    [],
  );
  return { upload, progress };
}
