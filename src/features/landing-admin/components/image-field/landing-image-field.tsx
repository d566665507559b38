import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCEPTED_IMAGE_EXTENSIONS, fileDownloadUrl } from 'contract/file';
import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileDrop } from 'src/components/file-drop';
import { errorText, useFormReadOnly } from 'src/components/form-fields';
import { isApiError } from 'src/lib/api-error';
import { uploadImage } from '../../api/landing-admin-calls';
import type { ImageStep, LandingItemFormValues } from '../../schemas/landing-item-schema';
import { CENTRED, cropRect, type CropView, type Size } from './crop-math';
import { ImageCropper } from './image-cropper';
import { cropToBlob, readImage, type LoadedImage } from './image-file';

export interface LandingImageFieldProps {
  /** The size the landing page shows this kind's picture at: the crop's shape and output. */
  target: Size;
  budgetBytes: number;
  /** The upload's file name (the server makes its own download name). */
  fileName: string;
}

/**
 * The item's picture (`imageFileId`): the stored one as the page will show it, a new one chosen,
 * cropped to the landing page's shape in the browser, uploaded through fileController/upload,
 * then shown as the server serves it. The form cannot be saved while a picture is being cropped
 * or uploaded (`imageStep`).
 */
export function LandingImageField({ target, budgetBytes, fileName }: LandingImageFieldProps) {
  const { t } = useTranslation('landing-admin');
  const { control, setValue, getFieldState, formState } = useFormContext<LandingItemFormValues>();
  const [imageFileId, step] = useWatch({ control, name: ['imageFileId', 'imageStep'] });
  const readOnly = useFormReadOnly();
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [view, setView] = useState<CropView>(CENTRED);
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState(0);
  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);

  const setStep = (next: ImageStep) => setValue('imageStep', next, { shouldValidate: formState.isSubmitted });
  const backToPreview = () => {
    setImage(null);
    setStep('idle');
    // The crop's buttons are gone: the picture's region keeps the focus in the field.
    requestAnimationFrame(() => region.current?.focus());
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(undefined);
    setStep('cropping');
    try {
      const loaded = await readImage(file);
      setView(CENTRED);
      setImage(loaded);
    } catch {
      setProblem(t('image.unreadable'));
      backToPreview();
    }
  };

  const use = async () => {
    if (!image) return;
    setProblem(undefined);
    setProgress(0);
    setStep('uploading');
    try {
      const picture = await cropToBlob(image, cropRect(image, target, view), target, budgetBytes);
      const extension = picture.type === 'image/webp' ? 'webp' : 'jpg';
      // silent: the failure is said here, under the picture, not in the page's banner.
      const uploaded = await uploadImage(picture, `${fileName}.${extension}`, {
        silent: true,
        onProgress: setProgress,
      });
      setValue('imageFileId', uploaded.fileId, { shouldDirty: true });
      backToPreview();
    } catch (error) {
      setProblem(
        isApiError(error) && error.details[0] ? error.details[0].description : t('image.uploadFailed'),
      );
      setStep('cropping');
    }
  };

  const stepError = errorText(t, getFieldState('imageStep', formState).error);
  const message = problem ?? stepError;

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ gridColumn: '1 / -1' }}>
      <Typography id={headingId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('image.label', { width: target.width, height: target.height })}
      </Typography>
      {step === 'idle' && (
        <Stack spacing={1.5}>
          <Box
            ref={region}
            tabIndex={-1}
            aria-label={imageFileId ? t('image.current') : t('image.none')}
            sx={{ outline: 'none' }}
          >
            {imageFileId ? (
              <Box
                component="img"
                src={fileDownloadUrl(imageFileId)}
                alt={t('image.current')}
                sx={{
                  display: 'block',
                  width: 1,
                  maxWidth: 480,
                  aspectRatio: `${target.width} / ${target.height}`,
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('image.none')}
              </Typography>
            )}
          </Box>
          {!readOnly && (
            <>
              <FileDrop
                file={null}
                onChange={(file) => void choose(file)}
                accept={ACCEPTED_IMAGE_EXTENSIONS}
                label={imageFileId ? t('image.change') : t('image.choose')}
                error={message}
              />
              {imageFileId && (
                <Box>
                  <Button color="inherit" onClick={() => setValue('imageFileId', '', { shouldDirty: true })}>
                    {t('image.remove')}
                  </Button>
                </Box>
              )}
            </>
          )}
        </Stack>
      )}
      {step !== 'idle' && !image && <CircularProgress size={32} aria-label={t('image.reading')} />}
      {step !== 'idle' && image && (
        <Stack spacing={1.5}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('image.cropHint')}
          </Typography>
          <ImageCropper
            image={image}
            target={target}
            view={view}
            onChange={setView}
            disabled={step === 'uploading'}
          />
          {step === 'uploading' && (
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={t('image.uploading', { percent: progress })}
            />
          )}
          {message && (
            <Typography role="alert" variant="caption" sx={{ color: 'error.main' }}>
              {message}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void use()} loading={step === 'uploading'}>
              {t('image.use')}
            </Button>
            <Button color="inherit" onClick={backToPreview} disabled={step === 'uploading'}>
              {t('image.cancelCrop')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
