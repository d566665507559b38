import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import type { Criteria, UrlSearchState } from 'src/hooks/use-url-search-state';

export interface SearchCardProps<C extends Criteria> {
  /** The list's URL state (`useUrlSearchState`): the card starts from its criteria. */
  list: Pick<UrlSearchState<C>, 'criteria' | 'emptyCriteria' | 'search' | 'clear'>;
  /** Criteria fields (RhfTextField, RhfSelect, ListboxSelect …) named after the criteria. */
  children: ReactNode;
  /** Heading of the card; Search by default. */
  title?: string;
  /** Rules across criteria (a date range's order); a failure shows at its field and does not search. */
  resolver?: Resolver<C>;
}

/** How many criteria differ from the empty ones (more than one: the card starts unfolded). */
function criteriaInUse<C extends Criteria>(criteria: C, empty: C): number {
  return Object.keys(empty).filter((key) => (criteria[key] ?? '') !== (empty[key] ?? '')).length;
}

/**
 * The search criteria of a list screen in a responsive grid, with Search and Clear. Enter in
 * every field searches. What is typed only becomes the search (and the URL) on Search. On a
 * phone the card starts folded to its first field with "more filters" (issue 32): the other
 * fields stay in the form, hidden, so a search keeps what they hold; the card opens by itself
 * when the URL holds more than one criterion.
 */
export function SearchCard<C extends Criteria>({ list, children, title, resolver }: SearchCardProps<C>) {
  const { t } = useTranslation('list');
  const headingId = useId();
  const form = useForm<C>({
    defaultValues: list.criteria as DefaultValues<C>,
    ...(resolver ? { resolver } : {}),
  });
  const { reset } = form;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [unfolded, setUnfolded] = useState(() => criteriaInUse(list.criteria, list.emptyCriteria) > 1);
  const folded = phone && !unfolded;
  const fieldsId = useId();

  // The URL changed under the card (back button, a shared link, Clear): show its criteria.
  const criteriaKey = JSON.stringify(list.criteria);
  useEffect(() => {
    reset(JSON.parse(criteriaKey) as C);
  }, [criteriaKey, reset]);

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title ?? t('search.title')}
      </Typography>
      <FormProvider {...form}>
        <Box
          component="form"
          role="search"
          aria-labelledby={headingId}
          noValidate
          onSubmit={(event) => void form.handleSubmit((values) => list.search(values))(event)}
        >
          <Box
            id={fieldsId}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
              // Folded: the first field only; the others keep their values, out of sight.
              ...(folded ? { '& > :nth-of-type(n+2)': { display: 'none' } } : {}),
            }}
          >
            {children}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            {phone && (
              <Button
                type="button"
                color="inherit"
                aria-expanded={!folded}
                aria-controls={fieldsId}
                onClick={() => setUnfolded((open) => !open)}
                endIcon={
                  <Iconify
                    icon="ri:arrow-down-s-line"
                    sx={{ transform: folded ? 'none' : 'rotate(180deg)' }}
                  />
                }
                sx={{ mr: 'auto' }}
              >
                {folded ? t('search.moreFilters') : t('search.fewerFilters')}
              </Button>
            )}
            <Button
              type="button"
              color="inherit"
              variant="outlined"
              onClick={() => {
                reset(list.emptyCriteria);
                list.clear();
              }}
            >
              {t('common:action.clear')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<Iconify icon="ri:search-line" />}>
              {t('common:action.search')}
            </Button>
          </Box>
        </Box>
      </FormProvider>
    </Card>
  );
}
