export { errorText, fieldMessage, SERVER_ERROR_TYPE } from './field-message';
export type { FieldMessage } from './field-message';
export { FormReadOnlyContext, useFormReadOnly } from './form-read-only';
export { RhfCheckbox } from './rhf-checkbox';
export type { RhfCheckboxProps } from './rhf-checkbox';
export { RhfForm } from './rhf-form';
export type { RhfFormProps } from './rhf-form';
export { RhfSelect } from './rhf-select';
export type { RhfSelectProps, SelectOption } from './rhf-select';
export { RhfTextField } from './rhf-text-field';
export type { RhfTextFieldProps } from './rhf-text-field';
export { isEmail } from 'contract/email';
export { isThaiPhone, isThaiMobile } from 'contract/phone';
export { isValidTaxId } from 'contract/tax-id';
export {
  choice,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredText,
  usernameField,
} from './field-rules';
export { RhfDateField } from './rhf-date-field';
export type { RhfDateFieldProps } from './rhf-date-field';
export { ReadOnlyField } from './read-only-field';
export { RhfTelField, RhfUsernameField } from './account-fields';
