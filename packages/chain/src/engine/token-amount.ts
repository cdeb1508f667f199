/**
 * Token amounts as validators show them: exact base units as a string, plus the UI amount as a
 * float and as an exact decimal string (uiAmountString drops trailing zeros).
 */
export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const text = amount.toString();
  let uiAmountString = text;
  if (decimals > 0) {
    const padded = text.padStart(decimals + 1, '0');
    const whole = padded.slice(0, padded.length - decimals);
    const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '');
    uiAmountString = fraction ? `${whole}.${fraction}` : whole;
  }
  return { amount: text, decimals, uiAmount: Number(uiAmountString), uiAmountString };
}
