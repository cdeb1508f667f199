import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  SolanaSignIn,
  SolanaSignMessage,
  type SolanaSignInFeature,
  type SolanaSignInInput,
  type SolanaSignMessageFeature,
} from '@solana/wallet-standard-features';
import { base58Encode } from './base58.ts';

/** What POST /api/user/nonce answers: the SIWS text and the same fields for `solana:signIn`. */
export interface NonceChallenge {
  message: string;
  input: SolanaSignInInput;
}

/** What POST /api/user/connect needs besides the address. */
export interface SignedChallenge {
  message: string;
  signature: string;
}

export class SignInError extends Error {}

/**
 * Proves the wallet to the server (DESIGN.md 5). A wallet with `solana:signIn` builds and signs
 * the SIWS message itself from `input`; we send back exactly what it signed. Otherwise the wallet
 * signs the server's message with `solana:signMessage`. Either way the signature goes as base58.
 */
export async function signChallenge(wallet: Wallet, account: WalletAccount, challenge: NonceChallenge): Promise<SignedChallenge> {
  const features = wallet.features as Partial<SolanaSignInFeature & SolanaSignMessageFeature>;
  const signIn = features[SolanaSignIn];
  if (signIn) {
    const [output] = await signIn.signIn({ ...challenge.input, address: account.address });
    if (!output) throw new SignInError('The wallet returned no signature');
    if (output.account.address !== account.address) throw new SignInError('The wallet signed with another account');
    return { message: new TextDecoder().decode(output.signedMessage), signature: base58Encode(output.signature) };
  }
  const signMessage = features[SolanaSignMessage];
  if (signMessage) {
    const bytes = new TextEncoder().encode(challenge.message);
    const [output] = await signMessage.signMessage({ account, message: bytes });
    if (!output) throw new SignInError('The wallet returned no signature');
    // A wallet may prefix what it signs; the server verifies the bytes it is told were signed.
    return { message: new TextDecoder().decode(output.signedMessage), signature: base58Encode(output.signature) };
  }
  throw new SignInError('This wallet cannot sign messages');
}
