import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useSettingsContext } from 'src/providers/settings/use-settings-context';
import { PRESET_NAMES, presetSwatch, type PresetName } from 'src/theme/presets';

function Swatch({ colour, selected }: { colour: string; selected: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: colour,
        // A ring in the text colour marks the choice without relying on colour alone.
        outline: selected ? '3px solid' : 'none',
        outlineColor: 'text.primary',
        outlineOffset: 2,
      }}
    />
  );
}

/** Colour presets as a radio group: arrow keys move between swatches, each has a name. */
export function PresetSwatches() {
  const { t } = useTranslation('common');
  const { themeColorPresets, onUpdate } = useSettingsContext();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id="settings-presets-label">
        {t('settings.presets.label')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="settings-presets-label"
        value={themeColorPresets}
        onChange={(_, value) => onUpdate('themeColorPresets', value as PresetName)}
      >
        {PRESET_NAMES.map((name) => {
          const label = t(`settings.presets.${name}`);
          return (
            <Tooltip key={name} title={label}>
              <Radio
                value={name}
                slotProps={{ input: { 'aria-label': label } }}
                icon={<Swatch colour={presetSwatch(name)} selected={false} />}
                checkedIcon={<Swatch colour={presetSwatch(name)} selected />}
              />
            </Tooltip>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
