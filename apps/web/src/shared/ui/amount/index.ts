export { AmountInput, type AmountInputProps } from './AmountInput.tsx';
export { readAmount, baseUnitsOf, groupThousands, showGrouped, fractionOf, type AmountReading } from './read-amount.ts';
