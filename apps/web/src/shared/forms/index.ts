export { focusRef, showOnField } from './field-errors.ts';
export { valueField } from './value-field.ts';
