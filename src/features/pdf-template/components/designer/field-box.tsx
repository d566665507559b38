import { useTranslation } from 'react-i18next';
import { DesignerBox } from './designer-box';
import type { Size } from './geometry';
import type { DesignerField } from './layout';
import { SampleText } from './sample-text';

export interface FieldBoxProps {
  field: DesignerField;
  page: Size;
  scale: number;
  selected: boolean;
  /** The key's name in the current language. */
  keyName: string;
  sample: string;
  helpId: string;
  /** An ITEM_* field: it moves along the item table's first row only. */
  inTable: boolean;
  elementRef: (element: HTMLElement | null) => void;
  onSelect: () => void;
  onMove: (dx: number, dy: number) => void;
  onResize: (dw: number, dh: number) => void;
  onRemove: () => void;
}

/** A placed field: its box with the sample value drawn in place. */
export function FieldBox({ field, keyName, sample, inTable, ...box }: FieldBoxProps) {
  const { t } = useTranslation('pdf-template');
  return (
    <DesignerBox
      {...box}
      box={field}
      lockY={inTable}
      roleDescription={t('designer.box.role')}
      name={t('designer.box.name', {
        label: field.label,
        key: keyName,
        x: field.x,
        y: field.y,
        width: field.width,
        height: field.height,
      })}
    >
      <SampleText text={sample} fontSize={field.fontSize} align={field.align} scale={box.scale} />
    </DesignerBox>
  );
}
