import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { useLocales } from 'src/lib/use-locales';
import { fileProblem, fileSizeText } from './file-check';

export interface FileDropProps {
  /** The chosen file (kept by the caller, so a failed upload keeps it). */
  file: File | null;
  onChange: (file: File | null) => void;
  /** Extensions, e.g. ".xlsx" or ".xlsx,.csv". */
  accept: string;
  label: string;
  disabled?: boolean;
  /** A message from outside (the server's answer), shown like the browser's own check. */
  error?: string;
}

/** The extensions of `accept` for people (".p12, .pfx"); media types are for the browser. */
function extensionsOf(accept: string): string {
  const extensions = accept.split(',').filter((part) => part.trim().startsWith('.'));
  return extensions.length ? extensions.map((part) => part.trim()).join(', ') : accept;
}

/**
 * One file, dropped or browsed (ux.md "Upload"): its name, size and type shown before upload,
 * and its size and type checked here first with the spec's messages; the server checks again.
 * The zone is a labelled button, so it works with the keyboard like any other.
 */
export function FileDrop({ file, onChange, accept, label, disabled, error }: FileDropProps) {
  const { t } = useTranslation('common');
  const { currentLang } = useLocales();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const messageId = useId();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const found = fileProblem(chosen, accept);
    setProblem(found && t(`upload.${found}`));
    onChange(found ? null : chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };
  const message = problem ?? error;

  return (
    <Stack spacing={1}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          p: 3,
          borderRadius: 1.5,
          border: '1px dashed',
          borderColor: message ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.neutral',
          textAlign: 'center',
        }}
      >
        <Iconify icon="ri:upload-cloud-2-line" width={40} sx={{ color: 'text.secondary', mb: 1 }} />
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('upload.dropHere', { types: extensionsOf(accept) })}
        </Typography>
        <Button
          variant="outlined"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={message ? messageId : undefined}
        >
          {label}
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          aria-label={label}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
      {file && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="chosen-file">
          <Iconify
            icon={/\.pdf$/i.test(file.name) ? 'ri:file-pdf-2-line' : 'ri:file-excel-2-line'}
            width={20}
          />
          <Typography variant="body2" sx={{ flexGrow: 1, wordBreak: 'break-all' }}>
            {file.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {fileSizeText(file.size, currentLang.numberFormat.code)} ·{' '}
            {file.name.split('.').pop()?.toUpperCase()}
          </Typography>
          <Button size="small" disabled={disabled} onClick={() => onChange(null)}>
            {t('upload.remove')}
          </Button>
        </Stack>
      )}
      {message && (
        <Typography id={messageId} role="alert" variant="caption" sx={{ color: 'error.main' }}>
          {message}
        </Typography>
      )}
    </Stack>
  );
}
