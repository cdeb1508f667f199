/** Messages of the transaction core (not in the spec; written to be read by a user). */
export const TRANSACTION_TEXTS = {
  malformed: 'The transaction could not be read. Please try again.',
  notBuiltHere: 'This transaction was not prepared by this server for your wallet. Please start again.',
  missingSignature: "The transaction is missing your wallet's signature.",
  badSignature: "The wallet's signature on this transaction is not valid.",
  expired: 'This transaction expired before it was sent. Please try again.',
  notConfirmed: 'The network did not confirm the transaction in time. Please check your wallet and try again.',
  failed: (reason: string) => `The transaction failed: ${reason}`,
} as const;
