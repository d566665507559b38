import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DocumentDetail } from 'contract/document';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentKeys, previewDocumentPage } from '../../api/document-calls';
import { Section } from 'src/components/fact-list';
import { RetryAlert } from 'src/components/retry-alert';

/** A4 portrait: the box keeps the page's shape while the image loads. */
const A4_RATIO = '595 / 842';

/**
 * The PDF in the page, one page at a time, as the server draws it (an image: every browser and
 * phone shows it the same, with no PDF viewer). Pages beyond the first come from the pager.
 */
export function DocumentPreview({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('document');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: documentKeys.preview(document.documentId, page),
    queryFn: ({ signal }) =>
      previewDocumentPage({ documentId: document.documentId, page }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  const { data } = query;
  return (
    <Section title={t('preview.title')}>
      {query.isError && !data ? (
        <RetryAlert onRetry={() => void query.refetch()}>{t('preview.failed')}</RetryAlert>
      ) : (
        <Box sx={{ maxWidth: 820, mx: 'auto' }}>
          {data ? (
            <Box
              component="img"
              src={data.image}
              alt={t('preview.alt', {
                documentNo: document.documentNo,
                page: data.page,
                pageCount: data.pageCount,
              })}
              sx={{
                display: 'block',
                width: '100%',
                aspectRatio: `${data.width} / ${data.height}`,
                border: 1,
                borderColor: 'divider',
                opacity: query.isPlaceholderData ? 0.6 : 1,
              }}
            />
          ) : (
            <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: A4_RATIO }} />
          )}
          {data && data.pageCount > 1 && (
            <Pagination
              count={data.pageCount}
              page={page}
              onChange={(_, next) => setPage(next)}
              aria-label={t('preview.pages')}
              getItemAriaLabel={(type, item) =>
                type === 'page' ? t('preview.page', { page: item }) : t(`preview.${type}`)
              }
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </Box>
      )}
    </Section>
  );
}
