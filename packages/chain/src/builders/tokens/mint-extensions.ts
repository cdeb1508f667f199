import { address, some, type Instruction } from '@solana/kit';
import {
  AccountState,
  getInitializeDefaultAccountStateInstruction,
  getInitializeInterestBearingMintInstruction,
  getInitializeNonTransferableMintInstruction,
  getInitializePermanentDelegateInstruction,
  getInitializeTransferFeeConfigInstruction,
  type ExtensionArgs,
} from '@solana-program/token-2022';

/** Token-2022 extensions a creator may put on a new mint; the creator holds every authority they carry. */
export interface MintExtensionChoice {
  transferFee?: { basisPoints: number; maximumFee: bigint };
  nonTransferable?: boolean;
  /** Basis points per year (the program's i16). */
  interestRateBps?: number;
  /** New token accounts start frozen; the freeze authority thaws them. */
  defaultFrozen?: boolean;
  /** May transfer or burn from any account of the mint. */
  permanentDelegate?: string;
}

/** The extensions' account images, for sizing the mint (values do not change the size). */
export function mintExtensionArgs(choice: MintExtensionChoice, authority: string): ExtensionArgs[] {
  const who = address(authority);
  const args: ExtensionArgs[] = [];
  if (choice.transferFee) {
    const fee = { epoch: 0n, maximumFee: choice.transferFee.maximumFee, transferFeeBasisPoints: choice.transferFee.basisPoints };
    args.push({
      __kind: 'TransferFeeConfig',
      transferFeeConfigAuthority: who,
      withdrawWithheldAuthority: who,
      withheldAmount: 0n,
      olderTransferFee: fee,
      newerTransferFee: fee,
    });
  }
  if (choice.nonTransferable) args.push({ __kind: 'NonTransferable' });
  if (choice.interestRateBps !== undefined) {
    const rate = choice.interestRateBps;
    args.push({
      __kind: 'InterestBearingConfig',
      rateAuthority: who,
      initializationTimestamp: 0n,
      preUpdateAverageRate: rate,
      lastUpdateTimestamp: 0n,
      currentRate: rate,
    });
  }
  if (choice.defaultFrozen) args.push({ __kind: 'DefaultAccountState', state: AccountState.Frozen });
  if (choice.permanentDelegate) args.push({ __kind: 'PermanentDelegate', delegate: address(choice.permanentDelegate) });
  return args;
}

/** The extensions' initialisations; they must run after the account exists and before InitializeMint2. */
export function mintExtensionInstructions(mint: string, authority: string, choice: MintExtensionChoice): Instruction[] {
  const m = address(mint);
  const who = address(authority);
  const out: Instruction[] = [];
  if (choice.transferFee) {
    out.push(
      getInitializeTransferFeeConfigInstruction({
        mint: m,
        transferFeeConfigAuthority: some(who),
        withdrawWithheldAuthority: some(who),
        transferFeeBasisPoints: choice.transferFee.basisPoints,
        maximumFee: choice.transferFee.maximumFee,
      }),
    );
  }
  if (choice.nonTransferable) out.push(getInitializeNonTransferableMintInstruction({ mint: m }));
  if (choice.interestRateBps !== undefined)
    out.push(getInitializeInterestBearingMintInstruction({ mint: m, rateAuthority: some(who), rate: choice.interestRateBps }));
  if (choice.defaultFrozen) out.push(getInitializeDefaultAccountStateInstruction({ mint: m, state: AccountState.Frozen }));
  if (choice.permanentDelegate) out.push(getInitializePermanentDelegateInstruction({ mint: m, delegate: address(choice.permanentDelegate) }));
  return out;
}
