export { FileDrop } from './file-drop';
export type { FileDropProps } from './file-drop';
export { fileProblem, fileSizeText } from './file-check';
