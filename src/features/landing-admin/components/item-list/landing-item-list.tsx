import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { fileDownloadUrl } from 'contract/file';
import type { LandingItemRecord } from 'contract/landing';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { RowButton } from 'src/components/row-button';
import { StatusLabel } from 'src/components/status-label';
import { VisuallyHidden } from 'src/components/visually-hidden';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
import { fDate } from 'src/lib/format';
import { landingAdminKeys, updateItem } from '../../api/landing-admin-calls';
import { useLandingItems } from '../../api/use-landing-queries';
import type { KindSettings } from '../../kinds';
import { LandingItemDialog } from './landing-item-dialog';
import { useReorder } from './use-reorder';
import { RetryAlert } from 'src/components/retry-alert';

type RowAction = 'handle' | 'up' | 'down';

/**
 * The items of one kind in the landing page's order (seq): status, picture, titles; add and
 * edit in a dialog, delete after a question, and move. An item moves by dragging its handle,
 * with Alt+Arrow up / down on the handle, or with its move buttons; each move saves the whole
 * order at once and keeps the focus on the moved item.
 */
export function LandingItemList({ settings }: { settings: KindSettings }) {
  const { t } = useTranslation('landing-admin');
  const headingId = useId();
  const hintId = useId();
  const list = useRef<HTMLOListElement>(null);
  const query = useLandingItems(settings);
  const items = query.data ?? [];
  const { move, isSaving } = useReorder(settings.kind, items);
  const [dialog, setDialog] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // Said by screen readers after a move: where the item is now.
  const [announcement, setAnnouncement] = useState('');
  const editing = dialog.id === null ? undefined : items.find((item) => item.id === dialog.id);
  const entity = t(`kinds.${settings.key}.entity`);

  const remove = useConfirmedAction({
    action: (item: LandingItemRecord) =>
      updateItem(settings.kind, {
        id: item.id,
        version: item.version,
        titleTh: item.titleTh,
        titleEn: item.titleEn,
        status: 'DELETE',
      }),
    confirmation: { message: t('common:confirm.delete'), destructive: true },
    invalidate: [landingAdminKeys.items(settings.kind)],
  });

  /** Moves, then puts the focus back on the moved item's control (or its other move button at an end). */
  const moveAndFocus = async (item: LandingItemRecord, to: number, action: RowAction) => {
    if (await move(items.indexOf(item), to)) {
      setAnnouncement(t('list.moved', { title: item.titleTh, position: to + 1, count: items.length }));
    }
    const control = (name: RowAction) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-item="${item.id}"] [data-action="${name}"]`);
    const wanted = control(action);
    (wanted && !wanted.disabled ? wanted : control(action === 'up' ? 'down' : 'up'))?.focus();
  };

  const onHandleKeyDown = (event: KeyboardEvent, item: LandingItemRecord, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    void moveAndFocus(item, event.key === 'ArrowUp' ? index - 1 : index + 1, 'handle');
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = dragged;
    setDragged(null);
    setOver(null);
    if (from !== null && items[from]) void moveAndFocus(items[from], index, 'handle');
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t(`kinds.${settings.key}.title`)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {settings.image
              ? t('list.hintWithImage', { width: settings.image.width, height: settings.image.height })
              : t('list.hint')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<Iconify icon="ri:add-line" />}
          onClick={() => setDialog({ open: true, id: null })}
        >
          {t('list:dialogTitle.add', { entity })}
        </Button>
      </Box>
      <VisuallyHidden>
        <span id={hintId}>{t('list.handleHint')}</span>
        <span role="status">{announcement}</span>
      </VisuallyHidden>

      {query.isPending && <CircularProgress aria-label={t('common:loading')} />}
      {query.isError && (
        <RetryAlert onRetry={() => void query.refetch()}>{t('list:table.failed')}</RetryAlert>
      )}
      {query.isSuccess && items.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('list.empty')}</Typography>
      )}
      {items.length > 0 && (
        <Box
          component="ol"
          ref={list}
          aria-labelledby={headingId}
          aria-busy={isSaving || undefined}
          sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {items.map((item, index) => (
            <Box
              component="li"
              key={item.id}
              data-item={item.id}
              onDragOver={(event: DragEvent) => {
                if (dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(index);
              }}
              onDrop={(event: DragEvent) => onDrop(event, index)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                px: 1,
                py: 1,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
                opacity: dragged === index ? 0.5 : 1,
                ...(over === index &&
                  dragged !== index && {
                    outline: 2,
                    outlineColor: 'primary.main',
                    outlineStyle: 'dashed',
                    outlineOffset: -2,
                  }),
              }}
            >
              <Tooltip title={t('list.handle', { title: item.titleTh })}>
                <IconButton
                  size="small"
                  draggable
                  data-action="handle"
                  aria-label={t('list.handle', { title: item.titleTh })}
                  aria-describedby={hintId}
                  disabled={isSaving}
                  onKeyDown={(event) => onHandleKeyDown(event, item, index)}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    // Firefox starts a drag only with some data.
                    event.dataTransfer.setData('text/plain', String(item.id));
                    const row = event.currentTarget.closest('li');
                    if (row) event.dataTransfer.setDragImage?.(row, 16, 16);
                    setDragged(index);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                  sx={{ cursor: 'grab' }}
                >
                  <Iconify icon="ri:menu-line" width={18} />
                </IconButton>
              </Tooltip>
              <Typography aria-hidden sx={{ width: 24, textAlign: 'right', color: 'text.secondary' }}>
                {index + 1}
              </Typography>
              {settings.image && (
                <Thumbnail item={item} ratio={`${settings.image.width} / ${settings.image.height}`} />
              )}
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" noWrap>
                  {item.titleTh}
                </Typography>
                <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                  {item.titleEn}
                  {item.publishDate ? ` · ${fDate(item.publishDate)}` : ''}
                </Typography>
              </Box>
              <StatusLabel status={item.status} />
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <RowButton
                  action="up"
                  icon="ri:arrow-up-line"
                  label={t('list:rowAction.moveUp', { name: item.titleTh })}
                  disabled={index === 0 || isSaving}
                  onClick={() => void moveAndFocus(item, index - 1, 'up')}
                />
                <RowButton
                  action="down"
                  icon="ri:arrow-down-line"
                  label={t('list:rowAction.moveDown', { name: item.titleTh })}
                  disabled={index === items.length - 1 || isSaving}
                  onClick={() => void moveAndFocus(item, index + 1, 'down')}
                />
                <RowButton
                  action="edit"
                  icon="ri:pencil-line"
                  label={t('list:rowAction.edit', { name: item.titleTh })}
                  onClick={() => setDialog({ open: true, id: item.id })}
                />
                <RowButton
                  action="delete"
                  icon="ri:delete-bin-line"
                  label={t('list:rowAction.delete', { name: item.titleTh })}
                  onClick={() => void remove.run(item)}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <LandingItemDialog
        settings={settings}
        open={dialog.open}
        item={editing}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onReload={() => query.refetch()}
      />
      {remove.confirmDialog}
    </Box>
  );
}

/** The item's picture, small, in its displayed shape (or an empty frame of that shape). */
function Thumbnail({ item, ratio }: { item: LandingItemRecord; ratio: string }) {
  const sx = {
    width: 72,
    aspectRatio: ratio,
    flexShrink: 0,
    borderRadius: 0.5,
    bgcolor: 'action.hover',
  } as const;
  if (!item.imageFileId) return <Box aria-hidden sx={sx} />;
  // Decorative: the title beside it names the item.
  return (
    <Box component="img" src={fileDownloadUrl(item.imageFileId)} alt="" sx={{ ...sx, objectFit: 'cover' }} />
  );
}
