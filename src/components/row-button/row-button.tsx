import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Iconify, type IconName } from 'src/components/iconify';

interface RowButtonProps {
  /** `data-action`: lets a list put the focus back on the same button after a move. */
  action: string;
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** A small icon button of a list row (move, edit, remove …), its name also shown as a tooltip. */
export function RowButton({ action, icon, label, onClick, disabled = false }: RowButtonProps) {
  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={disabled}
          onClick={onClick}
          data-action={action}
        >
          <Iconify icon={icon} width={18} />
        </IconButton>
      </span>
    </Tooltip>
  );
}
