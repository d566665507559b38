import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generateImage } from '../../api/pdf-template-calls';
import { pdfTemplateKeys } from '../../api/pdf-template-query-keys';
import { RetryAlert } from 'src/components/retry-alert';

/**
 * One page of the form as the server draws it (generateImage), filling the canvas. Read again
 * when the form is replaced (a new file id); the previous page stays while the next one loads.
 */
export function PageImage({
  pdfTemplateId,
  formFileId,
  page,
  pageCount,
}: {
  pdfTemplateId: number;
  formFileId: string;
  page: number;
  pageCount: number;
}) {
  const { t } = useTranslation('pdf-template');
  const query = useQuery({
    queryKey: pdfTemplateKeys.image(pdfTemplateId, formFileId, page),
    queryFn: ({ signal }) => generateImage({ pdfTemplateId, page }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  const { data } = query;
  if (query.isError && !data)
    return (
      <RetryAlert
        onRetry={() => void query.refetch()}
        sx={{ position: 'absolute', inset: 0, alignItems: 'flex-start' }}
      >
        {t('designer.imageFailed')}
      </RetryAlert>
    );
  if (!data)
    return <Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: '100%' }} />;
  return (
    <Box
      component="img"
      src={data.image}
      alt={t('designer.pageImage', { page, pageCount })}
      draggable={false}
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
        opacity: query.isPlaceholderData ? 0.6 : 1,
      }}
    />
  );
}
