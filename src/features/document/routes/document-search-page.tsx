import Box from '@mui/material/Box';
import { type DocumentRow, documentController } from 'contract/document';
import { exportPathOf } from 'contract/exports';
import { useTranslation } from 'react-i18next';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { documentKeys, searchDocuments } from '../api/document-calls';
import { BulkDownloadPanel } from '../components/bulk-download/bulk-download-panel';
import { useDocumentColumns } from '../components/document-search/document-columns';
import { DocumentCriteriaFields } from '../components/document-search/document-criteria';
import {
  documentRequest,
  documentSearchOptions,
  uploadIdOf,
} from '../components/document-search/document-search';
import { UploadFilter } from '../components/document-search/upload-filter';

/** The server's export of this list's search (docs/exports.md). */
const EXPORT_PATH = exportPathOf(documentController.prefix);

const documentIdOf = (row: DocumentRow) => row.documentId;

/**
 * "Documents" (menu DOCUMENT /document), in both modules: the documents the imports became, with
 * their status and delivery per channel; each number opens the document's page. An administrator
 * sees every customer's, a customer user its own (the server narrows).
 */
export default function DocumentSearchPage() {
  const { t } = useTranslation('document');
  const screen = useListScreen({
    search: documentSearchOptions,
    queryKey: documentKeys.list,
    call: searchDocuments,
    toRequest: documentRequest,
    recordKey: documentIdOf,
    readOnly: true,
  });
  const columns = useDocumentColumns();
  const { list } = screen;
  const uploadId = uploadIdOf(list.criteria);
  const title = t('title');

  return (
    <Box data-page="page-document">
      <PageHeader title={title} />
      {uploadId !== null && (
        <UploadFilter uploadId={uploadId} onRemove={() => list.search({ ...list.criteria, uploadId: '' })} />
      )}
      <BulkDownloadPanel request={screen.request} />
      <ListScreenBody
        screen={screen}
        criteria={<DocumentCriteriaFields />}
        dateRange={['issueDateFrom', 'issueDateTo']}
        columns={columns}
        exportPath={EXPORT_PATH}
      />
    </Box>
  );
}
