import Box from '@mui/material/Box';
import type { LandingItemRecord } from 'contract/landing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormGrid, useRecordForm } from 'src/components/form-dialog';
import { RhfDateField, RhfSelect, RhfTextField } from 'src/components/form-fields';
import { createItem, landingAdminKeys, updateItem } from '../../api/landing-admin-calls';
import type { KindSettings } from '../../kinds';
import {
  emptyLandingItem,
  landingItemSchema,
  landingItemToForm,
  toCreateRequest,
  toUpdateRequest,
  type LandingItemFormValues,
} from '../../schemas/landing-item-schema';
import { LandingImageField } from '../image-field/landing-image-field';

export interface LandingItemDialogProps {
  settings: KindSettings;
  open: boolean;
  /** The item being edited (as the list read it, with its version); undefined to add one. */
  item: LandingItemRecord | undefined;
  onClose: () => void;
  /** Reads the list again (after a STALE_RECORD answer, when the user chose to reload). */
  onReload: () => Promise<unknown>;
}

const Field = RhfTextField<LandingItemFormValues>;
const wide = { gridColumn: '1 / -1' } as const;

/**
 * Add or edit one banner, product, about-us section or announcement: Thai and English title and
 * text, link, status, the date (announcements) and the picture (the kinds the page shows one
 * for). The rules are the server's; a save refreshes the list and the preview.
 */
export function LandingItemDialog({ settings, open, item, onClose, onReload }: LandingItemDialogProps) {
  const { t } = useTranslation('landing-admin');
  const form = useRecordForm({
    schema: landingItemSchema,
    emptyValues: emptyLandingItem,
    record: item,
    toValues: landingItemToForm,
    open,
  });
  const statuses = useMemo(
    () => (['ACTIVE', 'INACTIVE'] as const).map((value) => ({ value, label: t(`common:status.${value}`) })),
    [t],
  );
  const entity = t(`kinds.${settings.key}.entity`);

  return (
    <FormDialog
      open={open}
      mode={item ? 'modify' : 'add'}
      title={t(`list:dialogTitle.${item ? 'modify' : 'add'}`, { entity })}
      form={form}
      save={(values) =>
        item
          ? updateItem(settings.kind, toUpdateRequest(values, item))
          : createItem(settings.kind, toCreateRequest(values))
      }
      invalidate={[landingAdminKeys.items(settings.kind)]}
      onReload={onReload}
      onClose={onClose}
      maxWidth="md"
    >
      <FormGrid>
        <Field name="titleTh" label={t('item.titleTh')} required />
        <Field name="titleEn" label={t('item.titleEn')} required />
        <Field name="bodyTh" label={t('item.bodyTh')} multiline minRows={3} />
        <Field name="bodyEn" label={t('item.bodyEn')} multiline minRows={3} />
        <Box sx={wide}>
          <Field
            name="linkUrl"
            label={t('item.linkUrl')}
            helperText={t('item.linkUrlHint')}
            slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
          />
        </Box>
        {settings.hasPublishDate && (
          <RhfDateField<LandingItemFormValues> name="publishDate" label={t('item.publishDate')} />
        )}
        <RhfSelect<LandingItemFormValues>
          name="status"
          label={t('item.status')}
          options={statuses}
          required
        />
        {settings.image && (
          <LandingImageField
            target={settings.image}
            budgetBytes={settings.imageBudgetBytes}
            fileName={settings.key}
          />
        )}
      </FormGrid>
    </FormDialog>
  );
}
