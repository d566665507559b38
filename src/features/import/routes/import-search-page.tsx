import Box from '@mui/material/Box';
import { type CustomerUpload, type UploadResult, customerUploadController } from 'contract/customer-upload';
import { exportPathOf } from 'contract/exports';
import type { UploadType } from 'contract/upload-template';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { mayApprove, maySendData } from 'src/components/import-target';
import { PageHeader } from 'src/components/page-header';
import { useSession } from 'src/lib/use-session';
import { importKeys, searchImports } from '../api/import-calls';
import { useBulkApproval } from '../components/import-search/bulk-approval';
import { useImportColumns } from '../components/import-search/import-columns';
import { useCancelImport } from '../components/import-search/use-cancel-import';
import { ImportCriteriaFields } from '../components/import-search/import-criteria';
import { importRequest, importSearchOptions } from '../components/import-search/import-search';
import { importPaths } from '../components/import-paths';
import { UploadDialog } from '../components/upload-dialog/upload-dialog';
import { UploadResultDialog } from '../components/upload-dialog/upload-result-dialog';

/** The server's export of this list's search (docs/exports.md). */
const EXPORT_PATH = exportPathOf(customerUploadController.prefix);

const uploadIdOf = (row: CustomerUpload) => row.uploadId;
const NO_ROWS: CustomerUpload[] = [];

/**
 * "E-TAX import" / "E-DOCUMENT import" (spec §2 "Data import"): the uploads of the type with
 * the spec's filters, the upload dialog, and each upload on its own page. Both modules: an
 * administrator sees every customer's, a customer user its own (the server narrows).
 */
export function ImportSearchPage({ uploadType }: { uploadType: UploadType }) {
  const { t } = useTranslation('import');
  const navigate = useNavigate();
  const session = useSession();
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<UploadResult | null>(null);
  const toRequest = useMemo(() => importRequest(uploadType), [uploadType]);
  const screen = useListScreen({
    search: importSearchOptions,
    queryKey: [...importKeys.list, uploadType],
    call: searchImports,
    toRequest,
    recordKey: uploadIdOf,
    readOnly: true,
  });
  const openImport = useCallback(
    (uploadId: number) => void navigate(importPaths.upload(uploadType, uploadId)),
    [navigate, uploadType],
  );
  const onView = useCallback((row: CustomerUpload) => openImport(row.uploadId), [openImport]);
  const cancel = useCancelImport();
  const rowColumns = useImportColumns({ onView, onCancel: (row) => void cancel.run(row) });
  const bulk = useBulkApproval(screen.query.data?.data ?? NO_ROWS, mayApprove(session?.user));
  const columns = useMemo(
    () => (bulk.column ? [bulk.column, ...rowColumns] : rowColumns),
    [bulk.column, rowColumns],
  );
  const title = t(`title.${uploadType}`);

  return (
    <Box data-page={`page-import-${uploadType.toLowerCase()}`}>
      <PageHeader
        title={title}
        onAdd={maySendData(session?.user) ? () => setUploading(true) : undefined}
        addLabel={t('upload.button')}
      />
      <ListScreenBody
        screen={screen}
        aboveTable={bulk.bar}
        criteria={<ImportCriteriaFields />}
        dateRange={['uploadDateFrom', 'uploadDateTo']}
        columns={columns}
        exportPath={EXPORT_PATH}
      />
      <UploadDialog
        open={uploading}
        uploadType={uploadType}
        onClose={() => setUploading(false)}
        onUploaded={setResult}
      />
      <UploadResultDialog result={result} onClose={() => setResult(null)} onOpenImport={openImport} />
      {cancel.confirmDialog}
      {bulk.confirmDialog}
    </Box>
  );
}
