export { LightTextField } from './light-text-field';
export type { LightTextFieldProps } from './light-text-field';
