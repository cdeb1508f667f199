/**
 * One risk entry per Token-2022 extension found on a mint, ours or anyone's: read
 * with the token program's own decoder. `warning` marks what exposes holders: a permanent
 * delegate, a transfer hook, accounts frozen by default, a transfer fee above 5 %.
 */
import { address, getBase64Encoder, isSome, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { AccountState, getMintDecoder, TOKEN_2022_PROGRAM_ADDRESS, type Extension } from '@solana-program/token-2022';
import { feeInForce } from '@toolkit/chain';
import { formatAmount, shortenAddress, TEXTS, type TokenRisk } from '@toolkit/shared';

/** Above this fee (basis points) a transfer fee is flagged. */
const FEE_WARNING_BPS = 500;

const withSeparators = (amount: string) => {
  const [whole, frac] = amount.split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
};
const percent = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

export async function readMintExtensions(rpc: Rpc<SolanaRpcApi>, mint: string): Promise<Extension[]> {
  const { value } = await rpc.getAccountInfo(address(mint), { encoding: 'base64', commitment: 'confirmed' }).send();
  if (!value || value.owner !== TOKEN_2022_PROGRAM_ADDRESS) return [];
  const decoded = getMintDecoder().decode(getBase64Encoder().encode(value.data[0]) as Uint8Array);
  return isSome(decoded.extensions) ? decoded.extensions.value : [];
}

/** The fee in force (one rule for every feature, pools included: the chain package's reader). */
export { feeInForce };

export async function extensionRisks(
  rpc: Rpc<SolanaRpcApi>,
  extensions: readonly Extension[],
  token: { decimals: number; symbol: string },
): Promise<TokenRisk[]> {
  const risks: TokenRisk[] = [];
  for (const ext of extensions) {
    switch (ext.__kind) {
      case 'TransferFeeConfig': {
        const fee = await feeInForce(rpc, ext);
        const max = withSeparators(formatAmount(fee.maximumFee, token.decimals));
        risks.push({
          key: 'transferFee',
          label: TEXTS.extensionRisks.transferFee.label,
          value: TEXTS.extensionRisks.transferFee.value(percent(fee.transferFeeBasisPoints), token.symbol ? `${max} ${token.symbol}` : max),
          warning: fee.transferFeeBasisPoints > FEE_WARNING_BPS,
        });
        break;
      }
      case 'NonTransferable':
        risks.push({
          key: 'nonTransferable',
          label: TEXTS.extensionRisks.nonTransferable.label,
          value: TEXTS.extensionRisks.nonTransferable.value,
          warning: false,
        });
        break;
      case 'InterestBearingConfig':
        risks.push({
          key: 'interestBearing',
          label: TEXTS.extensionRisks.interestBearing.label,
          value: TEXTS.extensionRisks.interestBearing.value(percent(ext.currentRate)),
          warning: false,
        });
        break;
      case 'DefaultAccountState': {
        const frozen = ext.state === AccountState.Frozen;
        risks.push({
          key: 'defaultFrozen',
          label: TEXTS.extensionRisks.defaultFrozen.label,
          value: frozen ? TEXTS.extensionRisks.defaultFrozen.frozen : TEXTS.extensionRisks.defaultFrozen.unfrozen,
          warning: frozen,
        });
        break;
      }
      case 'PermanentDelegate':
        risks.push({
          key: 'permanentDelegate',
          label: TEXTS.extensionRisks.permanentDelegate.label,
          value: TEXTS.extensionRisks.permanentDelegate.value(shortenAddress(ext.delegate)),
          warning: true,
        });
        break;
      case 'TransferHook':
        risks.push({
          key: 'transferHook',
          label: TEXTS.extensionRisks.transferHook.label,
          value: TEXTS.extensionRisks.transferHook.value(shortenAddress(ext.programId)),
          warning: true,
        });
        break;
      case 'ConfidentialTransferMint':
        risks.push({
          key: 'confidentialTransfer',
          label: TEXTS.extensionRisks.confidentialTransfer.label,
          value: TEXTS.extensionRisks.confidentialTransfer.value,
          warning: false,
        });
        break;
      default:
        break;
    }
  }
  return risks;
}
