import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Iconify } from 'src/components/iconify';

interface ItemsHeadingProps {
  /** The heading's id, which the items' section is labelled by. */
  id: string;
  title: string;
  addLabel: string;
  /** Pass it only while items may be added (not in a read-only form). */
  onAdd?: () => void;
}

/** The head of a record's item list (config settings, listbox items): its title and Add button. */
export function ItemsHeading({ id, title, addLabel, onAdd }: ItemsHeadingProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <Typography id={id} variant="subtitle1" component="h3">
        {title}
      </Typography>
      {onAdd && (
        <Button size="small" variant="outlined" startIcon={<Iconify icon="ri:add-line" />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Box>
  );
}
