import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isItemKey } from 'contract/pdf-template';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';

/** The drag data of a field dragged from the list: its key. */
export const FIELD_DRAG_TYPE = 'application/x-pdf-template-field';

export interface FieldChoice {
  dataTypeKey: string;
  name: string;
}

export interface FieldListProps {
  /** GENERATE_DOC_MAP in its order, named in the current language. */
  choices: readonly FieldChoice[];
  /** How many fields of each key are placed. */
  placed: ReadonlyMap<string, number>;
  hasTable: boolean;
  onAdd: (dataTypeKey: string) => void;
  onAddTable: () => void;
}

/**
 * The keys a field may show, beside the page: each is dragged onto the page, or placed in the
 * page's centre with its "place" button (the keyboard's way). The ITEM_* keys have a group of
 * their own with the item table they need.
 */
export function FieldList({ choices, placed, hasTable, onAdd, onAddTable }: FieldListProps) {
  const { t } = useTranslation('pdf-template');
  const documentHeading = useId();
  const itemHeading = useId();
  const tableHint = useId();

  const list = (items: readonly FieldChoice[], labelledBy: string) => (
    <Stack component="ul" aria-labelledby={labelledBy} spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map(({ dataTypeKey, name }) => {
        const count = placed.get(dataTypeKey) ?? 0;
        return (
          <Box
            component="li"
            key={dataTypeKey}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData(FIELD_DRAG_TYPE, dataTypeKey);
              event.dataTransfer.effectAllowed = 'copy';
            }}
            data-key={dataTypeKey}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1,
              py: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              cursor: 'grab',
              bgcolor: 'background.paper',
            }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {name}
              </Typography>
              {count > 0 && (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('designer.list.placed', { count })}
                </Typography>
              )}
            </Box>
            <Button
              size="small"
              onClick={() => onAdd(dataTypeKey)}
              aria-label={t('designer.list.add', { name })}
              aria-describedby={isItemKey(dataTypeKey) && !hasTable ? tableHint : undefined}
            >
              {t('designer.list.addShort')}
            </Button>
          </Box>
        );
      })}
    </Stack>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('designer.list.hint')}
      </Typography>
      <Box>
        <Typography id={documentHeading} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('designer.list.documentFields')}
        </Typography>
        {list(
          choices.filter((choice) => !isItemKey(choice.dataTypeKey)),
          documentHeading,
        )}
      </Box>
      <Box>
        <Typography id={itemHeading} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('designer.list.itemFields')}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<Iconify icon="ri:add-line" />}
          onClick={onAddTable}
          disabled={hasTable}
          sx={{ mb: 1 }}
        >
          {t('designer.table.add')}
        </Button>
        <Typography id={tableHint} variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          {hasTable ? t('designer.table.placeInRow') : t('designer.table.needed')}
        </Typography>
        {list(
          choices.filter((choice) => isItemKey(choice.dataTypeKey)),
          itemHeading,
        )}
      </Box>
    </Stack>
  );
}
