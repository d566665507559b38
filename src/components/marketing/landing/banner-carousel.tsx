import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { LandingItem } from 'contract/landing';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightSIcon } from 'src/components/inline-icons/icons/arrow-right-s';
import { currentLanguage } from 'src/lib/i18n';
import { localizeItem } from './localize';
import { ArrowLeftSIcon, PauseIcon, PlayIcon } from './icons';
import { ItemLink } from './item-link';
import { LandingImage } from './landing-image';
import { SkeletonBlock } from 'src/components/skeleton-block';

/** How long a slide stays before the next one (WCAG 2.2.2: it can be paused). */
export const SLIDE_INTERVAL_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** The visitor asked for less motion: no auto-advance, no slide animation. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

// The picture keeps the banner's 16:7 on md+, and is cropped (object-fit) to a taller box on
// phones so the text laid over it stays readable. Fixed ratios: the skeleton and the slides
// take the same room (no layout shift).
const STAGE_RATIO = { xs: '4 / 5', sm: '16 / 9', md: '16 / 7' } as const;

// A banner is drawn with its subject on the right, the text going on the left on wide screens
// (docs/landing-content.md). On a phone the picture takes the stage's upper part, above the
// text, and its crop keeps that right-hand part: a centred crop of a 16:7 picture in a 4:5 box
// showed the empty middle third.
const pictureSx = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: 1,
  height: { xs: '60%', md: 1 },
  objectFit: 'cover',
  objectPosition: { xs: '88% 50%', sm: '80% 50%', md: '50% 50%' },
} as const;
const CONTROLS_HEIGHT = 48;

const stageSx = {
  position: 'relative',
  width: 1,
  aspectRatio: STAGE_RATIO,
  borderRadius: 2,
  overflow: 'hidden',
} as const;

/** The carousel's room while the banners load. */
export function BannerCarouselSkeleton() {
  return (
    <Box aria-hidden>
      <SkeletonBlock sx={{ ...stageSx, borderRadius: 2 }} />
      <Box sx={{ height: CONTROLS_HEIGHT }} />
    </Box>
  );
}

interface BannerCarouselProps {
  banners: readonly LandingItem[];
  /** No auto-advance (the back-office preview: the slide being edited stays in view). */
  still?: boolean;
}

/**
 * Hero banners (WAI-ARIA APG carousel): one slide shown; previous / next and one button per
 * slide; arrow keys inside the carousel; auto-advance that stops while the pointer is over it
 * or focus is inside, can be paused by its own button, and never runs (nor animates) when the
 * visitor prefers reduced motion.
 */
export function BannerCarousel({ banners, still = false }: BannerCarouselProps) {
  const { t } = useTranslation('public');
  const lang = currentLanguage();
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // The other slides' pictures are left out of the page's first load (display: none keeps a
  // lazy picture from loading; visibility: hidden does not): the server's HTML would otherwise
  // fetch them with the first banner and the fonts, before the first paint and the page's load
  // event, which starts the app. They load once the carousel runs in the browser.
  const [othersLoad, setOthersLoad] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOthersLoad(true));
    return () => window.clearTimeout(timer);
  }, []);

  const rotates = count > 1 && !reducedMotion && !still;
  const running = rotates && !stopped && !hovered && !focusWithin;
  const active = Math.min(index, count - 1);

  useEffect(() => {
    if (!running) return undefined;
    // A timeout per slide (not an interval): a manual change restarts the full wait.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, active, count]);

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const next = (active + (event.key === 'ArrowRight' ? 1 : -1) + count) % count;
    show(next);
    // On a slide button, focus follows the selection (roving, like tabs).
    if (dotRefs.current.includes(event.target as HTMLButtonElement)) dotRefs.current[next]?.focus();
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  };

  if (count === 0) return null;

  return (
    <Box
      component="section"
      aria-roledescription={t('landing.banners.roleDescription')}
      aria-label={t('landing.banners.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <Box
        // Announce a slide the visitor chose; stay quiet while it changes by itself.
        aria-live={running ? 'off' : 'polite'}
        sx={(theme) => ({ ...stageSx, bgcolor: theme.palette.grey[900] })}
      >
        {banners.map((banner, slide) => {
          const { title, body } = localizeItem(banner, lang);
          const current = slide === active;
          return (
            <Box
              key={banner.id}
              role="group"
              aria-roledescription={t('landing.banners.slideRoleDescription')}
              aria-label={t('landing.banners.slideLabel', { number: slide + 1, count })}
              aria-hidden={!current}
              inert={!current}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: current ? 1 : 0,
                visibility: current ? 'visible' : 'hidden',
                transition: current
                  ? 'opacity 500ms ease-in-out'
                  : 'opacity 500ms ease-in-out, visibility 0s linear 500ms',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              <LandingImage
                item={banner}
                alt={title}
                priority={slide === 0}
                sx={othersLoad || current ? pictureSx : { ...pictureSx, display: 'none' }}
              />
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  alignItems: { xs: 'flex-end', md: 'center' },
                  p: { xs: 3, md: 6 },
                  color: 'common.white',
                  // A dark veil on the text side keeps white text readable on any picture.
                  background: {
                    xs: 'linear-gradient(0deg, rgba(0,0,0,0.78) 0%, rgba(0,0,0,0.55) 55%, rgba(0,0,0,0.05) 100%)',
                    md: 'linear-gradient(90deg, rgba(0,0,0,0.75) 0%, rgba(0,0,0,0.5) 45%, rgba(0,0,0,0) 75%)',
                  },
                }}
              >
                <Box sx={{ maxWidth: { xs: 1, md: '52%' } }}>
                  <Typography
                    variant="h3"
                    component="h2"
                    sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem', md: '2.25rem' }, mb: 1.5 }}
                  >
                    {title}
                  </Typography>
                  {body && (
                    <Typography sx={{ fontSize: { md: '1.125rem' }, mb: banner.linkUrl ? 2.5 : 0 }}>
                      {body}
                    </Typography>
                  )}
                  {banner.linkUrl && (
                    <ItemLink
                      href={banner.linkUrl}
                      label={t('landing.banners.more')}
                      context={title}
                      variant="contained"
                    />
                  )}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>

      {count > 1 ? (
        <Box
          sx={{
            height: CONTROLS_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
          }}
        >
          <IconButton aria-label={t('landing.banners.previous')} onClick={() => show(active - 1)}>
            <ArrowLeftSIcon />
          </IconButton>
          {banners.map((banner, slide) => (
            <Box
              key={banner.id}
              component="button"
              type="button"
              ref={(element: HTMLButtonElement | null) => {
                dotRefs.current[slide] = element;
              }}
              aria-label={t('landing.banners.goTo', {
                number: slide + 1,
                title: localizeItem(banner, lang).title,
              })}
              aria-current={slide === active ? 'true' : undefined}
              onClick={() => show(slide)}
              sx={(theme) => ({
                width: 32,
                height: 32,
                p: 0,
                border: 0,
                borderRadius: '50%',
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                '&::before': {
                  content: '""',
                  width: slide === active ? 22 : 10,
                  height: 10,
                  borderRadius: 5,
                  bgcolor: slide === active ? 'primary.main' : 'text.secondary',
                  transition: 'width 200ms',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                },
                '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
              })}
            />
          ))}
          <IconButton aria-label={t('landing.banners.next')} onClick={() => show(active + 1)}>
            <ArrowRightSIcon />
          </IconButton>
          {rotates && (
            <IconButton
              aria-label={t(stopped ? 'landing.banners.play' : 'landing.banners.pause')}
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </IconButton>
          )}
        </Box>
      ) : (
        <Box sx={{ height: CONTROLS_HEIGHT }} />
      )}
    </Box>
  );
}
