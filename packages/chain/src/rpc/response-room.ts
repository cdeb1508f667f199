/**
 * What is left of the response cap for one request's answer. Methods that return account data
 * claim each entry's size, counted from the raw bytes, before they encode anything: a request
 * whose answer cannot fit is refused having cost a few length reads, not gigabytes of base64
 * (one 10 MiB account named 100 times used to be encoded in full, then refused).
 */
import { RpcError } from './rpc-error.js';

export class ResponseRoom {
  private claimed = 0;

  constructor(
    /** The response cap, as the error names it. */
    readonly cap: number,
    /** Bytes this answer may still take (less than the cap inside a batch). */
    readonly bytes: number = cap,
  ) {}

  /** Refuses the request with -32009 if `bytes` more would not fit, without counting them. */
  ensure(bytes: number): void {
    if (this.claimed + bytes > this.bytes) throw RpcError.responseTooLarge(this.cap, this.claimed + bytes);
  }

  /** Counts `bytes` more of the answer; past the room, refuses the request with -32009. */
  claim(bytes: number): void {
    this.claimed += bytes;
    if (this.claimed > this.bytes) throw RpcError.responseTooLarge(this.cap, this.claimed);
  }
}
