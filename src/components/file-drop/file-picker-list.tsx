import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { useLocales } from 'src/lib/use-locales';
import { fileProblem, fileSizeText } from './file-check';

export interface FilePickerListProps {
  /** The chosen files (kept by the caller, so a failed send keeps them). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Extensions, e.g. ".pdf,.png,.jpg". */
  accept: string;
  /** At most this many files. */
  max: number;
  label: string;
  disabled?: boolean;
}

/**
 * Several files attached to a message (a ticket, a comment): each checked here first for size and
 * type with the spec's messages (the server checks again, by content), listed with its size and a
 * remove button. Smaller than FileDrop: it sits under a text box.
 */
export function FilePickerList({ files, onChange, accept, max, label, disabled }: FilePickerListProps) {
  const { t } = useTranslation('common');
  const { currentLang } = useLocales();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const messageId = useId();

  const add = (chosen: FileList | null) => {
    const picked = Array.from(chosen ?? []);
    const refused = picked.map((file) => fileProblem(file, accept)).find(Boolean);
    const fitting = picked.filter((file) => !fileProblem(file, accept));
    const room = max - files.length;
    setProblem(
      refused ? t(`upload.${refused}`) : fitting.length > room ? t('upload.tooMany', { max }) : undefined,
    );
    if (fitting.length) onChange([...files, ...fitting.slice(0, Math.max(0, room))]);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Iconify icon="ri:attachment-2" />}
          disabled={disabled || files.length >= max}
          onClick={() => input.current?.click()}
          aria-describedby={problem ? messageId : undefined}
        >
          {label}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('upload.attachHint', { max, types: accept })}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple
          hidden
          aria-label={label}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </Stack>
      {files.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
          {files.map((file, index) => (
            <Stack
              component="li"
              key={`${index}-${file.name}`}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <Iconify icon="ri:file-line" width={18} />
              <Typography variant="body2" sx={{ flexGrow: 1, wordBreak: 'break-all' }}>
                {file.name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {fileSizeText(file.size, currentLang.numberFormat.code)}
              </Typography>
              <IconButton
                size="small"
                disabled={disabled}
                aria-label={t('upload.removeFile', { name: file.name })}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              >
                <Iconify icon="ri:close-line" width={18} />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      {problem && (
        <Typography id={messageId} role="alert" variant="caption" sx={{ color: 'error.main' }}>
          {problem}
        </Typography>
      )}
    </Stack>
  );
}
