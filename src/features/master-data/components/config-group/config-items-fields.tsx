import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfCheckbox, RhfTextField, useFormReadOnly } from 'src/components/form-fields';
import { Iconify } from 'src/components/iconify';
import { emptyConfigItem, type ConfigGroupFormValues } from '../../schemas/config-group-schema';
import { ItemsHeading } from '../shared/items-heading';

/**
 * The settings of a config group, as part of the group's form (they are saved with it). A
 * secret shows as a password field holding the server's mask; left as is, the server keeps the
 * stored value.
 */
export function ConfigItemsFields() {
  const { t } = useTranslation('master-data');
  const headingId = useId();
  const readOnly = useFormReadOnly();
  const { control } = useFormContext<ConfigGroupFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <ItemsHeading
        id={headingId}
        title={t('configGroup.items.title')}
        addLabel={t('configGroup.items.add')}
        onAdd={readOnly ? undefined : () => append({ ...emptyConfigItem }, { shouldFocus: true })}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('configGroup.items.secretHint')}
      </Typography>
      {fields.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('configGroup.items.empty')}</Typography>
      )}
      {fields.map((field, index) => {
        const secret = items[index]?.secret === true;
        const name = items[index]?.configKey || t('configGroup.items.item', { index: index + 1 });
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={t('configGroup.items.item', { index: index + 1 })}
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1.4fr auto 1.4fr auto' },
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <RhfTextField<ConfigGroupFormValues>
              name={`items.${index}.configKey`}
              label={t('configGroup.items.configKey')}
              required
              size="small"
            />
            <RhfTextField<ConfigGroupFormValues>
              name={`items.${index}.configValue`}
              label={t('configGroup.items.configValue')}
              type={secret ? 'password' : 'text'}
              autoComplete={secret ? 'new-password' : 'off'}
              size="small"
            />
            <RhfCheckbox<ConfigGroupFormValues>
              name={`items.${index}.secret`}
              label={t('configGroup.items.secret')}
            />
            <RhfTextField<ConfigGroupFormValues>
              name={`items.${index}.description`}
              label={t('configGroup.items.description')}
              size="small"
            />
            {!readOnly && (
              <IconButton aria-label={t('configGroup.items.remove', { name })} onClick={() => remove(index)}>
                <Iconify icon="ri:delete-bin-line" />
              </IconButton>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
