export { FileDrop } from './file-drop';
export type { FileDropProps } from './file-drop';
export { fileProblem, fileSizeText } from './file-check';
export { FilePickerList } from './file-picker-list';
export type { FilePickerListProps } from './file-picker-list';
