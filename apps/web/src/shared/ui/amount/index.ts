export { AmountInput, type AmountInputProps } from './AmountInput.tsx';
export { readAmount, groupThousands, showGrouped, fractionOf, type AmountReading } from './read-amount.ts';
