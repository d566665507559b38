export { RecordPageState } from './record-page-state';
export type { RecordPageStateProps } from './record-page-state';
export { recordReadState, type RecordReadState } from './record-read-state';
