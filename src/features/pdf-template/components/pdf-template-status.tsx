import type { PdfTemplateStatus } from 'contract/pdf-template';
import { StatusLabel, type StatusTone } from 'src/components/status-label';

/** A draft is work in progress: amber like the other waiting states; ACTIVE / INACTIVE as usual. */
const TONES: Record<PdfTemplateStatus, StatusTone> = {
  DRAFT: 'warning',
  ACTIVE: 'success',
  INACTIVE: 'neutral',
};

/** A template's status as a coloured label, its text from PDF_TEMPLATE_STATUS. */
export function PdfTemplateStatusLabel({ status, label }: { status: PdfTemplateStatus; label: string }) {
  return <StatusLabel status={status} label={label} tone={TONES[status]} />;
}
