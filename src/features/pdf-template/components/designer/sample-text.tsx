import Box from '@mui/material/Box';
import type { FieldAlign } from 'contract/pdf-template';

const TEXT_ALIGN: Record<FieldAlign, 'left' | 'center' | 'right'> = {
  LEFT: 'left',
  CENTER: 'center',
  RIGHT: 'right',
};

/**
 * A sample value drawn as the PDF would: at its font size (points × scale), aligned, wrapped
 * inside the box and cut where the box ends. Black on the white page in either colour mode.
 */
export function SampleText({
  text,
  fontSize,
  align,
  scale,
}: {
  text: string;
  fontSize: number;
  align: FieldAlign;
  scale: number;
}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        fontSize: fontSize * scale,
        lineHeight: 1.2,
        textAlign: TEXT_ALIGN[align],
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        color: 'common.black',
        pointerEvents: 'none',
      }}
    >
      {text}
    </Box>
  );
}
