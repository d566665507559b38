import Box from '@mui/material/Box';
import { type AuditRow, auditController } from 'contract/audit';
import { exportPathOf } from 'contract/exports';
import { useTranslation } from 'react-i18next';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { auditKeys, searchAudit } from '../api/audit-calls';
import { useAuditColumns } from '../components/audit-columns';
import { AuditCriteriaFields } from '../components/audit-criteria';
import { AuditEntryDialog } from '../components/audit-entry-dialog';
import { auditRequest, auditSearchOptions } from '../components/audit-search';

/** The server's export of this list's search (docs/exports.md). */
const EXPORT_PATH = exportPathOf(auditController.prefix);

const idOf = (row: AuditRow) => row.id;

/**
 * The audit log (menu AUDIT /audit, administrators): every sign-in and change, newest first,
 * searched by who, action, record, customer and days; a row opens the entry with its values
 * before and after. Read only — the log cannot be edited (docs/audit-log.md).
 */
export default function AuditPage() {
  const { t } = useTranslation('audit');
  const screen = useListScreen({
    search: auditSearchOptions,
    queryKey: auditKeys.list,
    call: searchAudit,
    toRequest: auditRequest,
    recordKey: idOf,
    readOnly: true,
  });
  const columns = useAuditColumns(screen.actions);

  return (
    <Box data-page="page-audit">
      <PageHeader title={t('title')} />
      <ListScreenBody
        screen={screen}
        criteria={<AuditCriteriaFields />}
        dateRange={['dateFrom', 'dateTo']}
        columns={columns}
        exportPath={EXPORT_PATH}
      >
        <AuditEntryDialog dialog={screen.dialog} />
      </ListScreenBody>
    </Box>
  );
}
