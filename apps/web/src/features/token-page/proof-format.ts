/** How the risk panel's proofs write amounts, shares and dates. */

/** Whole tokens as the API writes them ("1234567.5"), grouped for reading ("1,234,567.5"). */
export function formatProofAmount(whole: string): string {
  const [int = '0', frac] = whole.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

/** A fraction (0.25) as a percent ("25.00%"). */
export const proofPercent = (share: number) => `${(share * 100).toFixed(2)}%`;

/** An ISO time as a short local date and time. */
export const proofDate = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
