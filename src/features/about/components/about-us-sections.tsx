import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fileDownloadUrl } from 'contract/file';
import type { LandingItem } from 'contract/landing';
import { useTranslation } from 'react-i18next';

/** The about-us sections administrators edit: picture and text, alternating sides on md+. */
export function AboutUsSections({ items }: { items: LandingItem[] }) {
  const { i18n } = useTranslation();
  const english = (i18n.resolvedLanguage ?? i18n.language).startsWith('en');
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 5, md: 8 } }}>
      {items.map((item, index) => {
        const title = english ? item.titleEn : item.titleTh;
        const body = english ? (item.bodyEn ?? item.bodyTh) : item.bodyTh;
        return (
          <Box
            component="li"
            key={item.id}
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 6 },
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {item.imageFileId && (
              <Box
                component="img"
                src={fileDownloadUrl(item.imageFileId)}
                // Decorative artwork: the title next to it says what the section is about.
                alt=""
                width={item.imageWidth}
                height={item.imageHeight}
                // The first picture is often the largest paint on a phone: fetched at once, first.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                sx={{
                  width: 1,
                  height: 'auto',
                  aspectRatio:
                    item.imageWidth && item.imageHeight
                      ? `${item.imageWidth} / ${item.imageHeight}`
                      : '8 / 5',
                  borderRadius: 2,
                  objectFit: 'cover',
                  order: { md: index % 2 === 1 ? 2 : 0 },
                }}
              />
            )}
            <Box>
              <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
                {title}
              </Typography>
              {body && (
                <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>{body}</Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
