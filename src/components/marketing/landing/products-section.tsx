import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LandingItem } from 'contract/landing';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from 'src/lib/i18n';
import type { SectionState } from './section-state';
import { localizeItem } from './localize';
import { ItemLink } from './item-link';
import { LandingImage } from './landing-image';
import { laidOutNearScreen } from '../band-sx';
import { CardSkeleton, SectionFrame } from './section-frame';

const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

const SKELETON_CARDS = 3;

/**
 * Each card is laid out only near the screen, like the bands: on a phone the six cards stack
 * 2,400 px deep, and the browser would lay out their Thai text and start their lazy pictures
 * (within its 2,500 px lazy-load margin) before the first paint.
 */
const cardSx = {
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  ...laidOutNearScreen(400),
} as const;

/** Products and services: a card each (picture 800×500, title, text, optional link). */
export function ProductsSection({ state }: { state: SectionState<LandingItem[]> }) {
  const { t } = useTranslation('public');
  const lang = currentLanguage();
  if (state.status === 'error' || (state.status === 'ready' && state.data.length === 0)) return null;

  return (
    <SectionFrame
      id="products"
      title={t('landing.products.title')}
      description={t('landing.products.description')}
      loading={state.status === 'loading'}
    >
      <Box component="ul" sx={gridSx}>
        {state.status === 'loading'
          ? Array.from({ length: SKELETON_CARDS }, (_, card) => (
              <li key={card}>
                <CardSkeleton />
              </li>
            ))
          : state.data.map((product) => {
              const { title, body } = localizeItem(product, lang);
              return (
                <Box component="li" key={product.id} sx={cardSx}>
                  <LandingImage
                    item={product}
                    alt={title}
                    sx={{
                      display: 'block',
                      width: 1,
                      height: 'auto',
                      aspectRatio: '8 / 5',
                      objectFit: 'cover',
                    }}
                  />
                  <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
                    <Typography variant="h6" component="h3">
                      {title}
                    </Typography>
                    {body && (
                      <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                        {body}
                      </Typography>
                    )}
                    {product.linkUrl && (
                      <Box sx={{ ml: -1 }}>
                        <ItemLink href={product.linkUrl} label={t('landing.products.more')} context={title} />
                      </Box>
                    )}
                  </Box>
                </Box>
              );
            })}
      </Box>
    </SectionFrame>
  );
}
