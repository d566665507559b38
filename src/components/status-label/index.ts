export { DEFAULT_STATUS_TONES, STATUS_COLOURS } from './status-colours';
export type { StatusTone } from './status-colours';
export { StatusLabel } from './status-label';
export type { StatusLabelProps } from './status-label';
