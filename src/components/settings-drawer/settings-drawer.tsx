import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SettingName, Settings } from 'src/providers/settings/settings-types';
import { useSettingsContext } from 'src/providers/settings/use-settings-context';
import { PresetSwatches } from './preset-swatches';
import { SETTINGS_DRAWER_ID, SETTINGS_DRAWER_TITLE_ID } from './settings-drawer-ids';
import { CloseIcon } from './settings-icons';

type ChoiceName = Extract<SettingName, 'themeMode' | 'themeLayout'>;

const CHOICES: { name: ChoiceName; labelKey: string; options: readonly Settings[ChoiceName][] }[] = [
  { name: 'themeMode', labelKey: 'settings.mode', options: ['light', 'dark'] },
  { name: 'themeLayout', labelKey: 'settings.layout', options: ['vertical', 'mini', 'horizontal'] },
];

function ChoiceGroup({ name, labelKey, options }: (typeof CHOICES)[number]) {
  const { t } = useTranslation('common');
  const settings = useSettingsContext();
  const labelId = `settings-${name}-label`;
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        {t(`${labelKey}.label`)}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={name}
        value={settings[name]}
        onChange={(_, value) => settings.onUpdate(name, value as Settings[ChoiceName])}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={t(`${labelKey}.${option}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The display-settings panel (mode, layout, colour, stretch, reset); layouts render it once. */
export function SettingsDrawer() {
  const { t } = useTranslation('common');
  const { open, onClose, themeStretch, onUpdate, canReset, onReset } = useSettingsContext();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: SETTINGS_DRAWER_ID,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': SETTINGS_DRAWER_TITLE_ID,
          sx: { width: { xs: '100%', sm: 360 } },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2 }}>
        <Typography id={SETTINGS_DRAWER_TITLE_ID} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <IconButton aria-label={t('settings.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2.5 }}>
        {CHOICES.map((choice) => (
          <ChoiceGroup key={choice.name} {...choice} />
        ))}
        <PresetSwatches />
        <FormControlLabel
          control={
            <Switch checked={themeStretch} onChange={(_, checked) => onUpdate('themeStretch', checked)} />
          }
          label={t('settings.stretch.label')}
        />
        <Box>
          <Button variant="outlined" color="inherit" fullWidth disabled={!canReset} onClick={onReset}>
            {t('settings.reset')}
          </Button>
        </Box>
      </Stack>
    </Drawer>
  );
}
