import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openBlobInNewTab } from 'src/lib/open-blob';
import { previewPdf } from '../../api/pdf-template-calls';
import { layoutToRequest, type Layout } from './layout';

/**
 * "Preview PDF": the server fills the form with its sample values in the layout as it is now
 * (saved or not) and the PDF opens in a new tab. A failure shows in the error banner.
 */
export function useLayoutPreview(pdfTemplateId: number) {
  const { t } = useTranslation('pdf-template');
  const { enqueueSnackbar } = useSnackbar();
  const [previewing, setPreviewing] = useState(false);

  const preview = async (layout: Layout) => {
    setPreviewing(true);
    try {
      const pdf = await previewPdf({ pdfTemplateId, ...layoutToRequest(layout) });
      if (!openBlobInNewTab(pdf)) enqueueSnackbar(t('designer.previewBlocked'), { variant: 'warning' });
    } catch {
      // The error banner says why.
    } finally {
      setPreviewing(false);
    }
  };

  return { preview, previewing };
}
