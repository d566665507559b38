import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DocumentDetail } from 'contract/document';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type XmlFailure = DocumentDetail['xmlFailures'][number];

const COLUMNS = ['source', 'ruleId', 'path', 'message'] as const;

/**
 * Every failure of an INVALID XML, none left out (the user fixes the import from this list):
 * which check (XSD or Schematron), the rule, where in the XML, and the validator's message as it
 * comes (technical English; the labels around it are translated).
 */
export function XmlFailures({ failures }: { failures: readonly XmlFailure[] }) {
  const { t } = useTranslation('document');
  const titleId = useId();
  return (
    <>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('xml.failures.title', { count: failures.length })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={titleId} sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{t(`xml.failures.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {failures.map((failure, index) => (
              // The same rule can fail at several places, and one place break several rules.
              <TableRow key={`${index}-${failure.ruleId}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`xml.source.${failure.source}`)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{failure.ruleId}</TableCell>
                {/* XPaths are long and unbroken: let them wrap anywhere rather than widen the table. */}
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{failure.path}</TableCell>
                {/* The validator writes English: say so, so that a Thai screen reader reads it right. */}
                <TableCell lang="en">{failure.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
