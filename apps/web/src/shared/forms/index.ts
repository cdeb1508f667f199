export { focusRef, showOnField } from './field-errors.ts';
