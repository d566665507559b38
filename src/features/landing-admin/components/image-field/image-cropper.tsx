import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cropRect, MAX_ZOOM, panned, placement, type CropView, type Size } from './crop-math';
import type { LoadedImage } from './image-file';

export interface ImageCropperProps {
  image: LoadedImage;
  /** The shape (and output size) of the landing picture. */
  target: Size;
  view: CropView;
  onChange: (view: CropView) => void;
  disabled?: boolean;
}

/**
 * The picture in a frame of the landing picture's shape: what the frame shows is what is kept.
 * Drag the picture to move it; the zoom and the two position sliders do the same with the
 * keyboard (arrow keys, Page Up / Down, Home / End).
 */
export function ImageCropper({ image, target, view, onChange, disabled = false }: ImageCropperProps) {
  const { t } = useTranslation('landing-admin');
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const place = placement(image, cropRect(image, target, view));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const box = frame.current;
    if (!start || !box || box.clientWidth === 0) return;
    drag.current = { x: event.clientX, y: event.clientY };
    onChange(
      panned(
        image,
        target,
        view,
        (event.clientX - start.x) / box.clientWidth,
        (event.clientY - start.y) / box.clientHeight,
      ),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        ref={frame}
        data-testid="crop-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        sx={{
          position: 'relative',
          width: 1,
          maxWidth: 640,
          aspectRatio: `${target.width} / ${target.height}`,
          overflow: 'hidden',
          borderRadius: 1,
          bgcolor: 'grey.900',
          cursor: disabled ? 'default' : 'grab',
          touchAction: 'none',
          userSelect: 'none',
        }}
      >
        <Box
          component="img"
          src={image.url}
          alt={t('image.cropAlt')}
          draggable={false}
          sx={{
            position: 'absolute',
            maxWidth: 'none',
            height: 'auto',
            width: `${place.width}%`,
            left: `${place.left}%`,
            top: `${place.top}%`,
          }}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <CropSlider
          label={t('image.zoom')}
          value={view.zoom}
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          text={(zoom) => `${zoom.toFixed(2)}×`}
          disabled={disabled}
          onChange={(zoom) => onChange({ ...view, zoom })}
        />
        <CropSlider
          label={t('image.horizontal')}
          value={Math.round(view.x * 100)}
          text={percent}
          disabled={disabled}
          onChange={(x) => onChange({ ...view, x: x / 100 })}
        />
        <CropSlider
          label={t('image.vertical')}
          value={Math.round(view.y * 100)}
          text={percent}
          disabled={disabled}
          onChange={(y) => onChange({ ...view, y: y / 100 })}
        />
      </Box>
    </Box>
  );
}

const percent = (value: number) => `${value}%`;

interface CropSliderProps {
  label: string;
  value: number;
  min?: number;
  max?: number;
  step?: number;
  /** The value as read out and shown on the thumb. */
  text: (value: number) => string;
  disabled: boolean;
  onChange: (value: number) => void;
}

function CropSlider({
  label,
  value,
  min = 0,
  max = 100,
  step = 1,
  text,
  disabled,
  onChange,
}: CropSliderProps) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2">
        {label}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={value}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        valueLabelDisplay="auto"
        valueLabelFormat={text}
        getAriaValueText={text}
        onChange={(_event, next) => onChange(next)}
      />
    </Box>
  );
}
