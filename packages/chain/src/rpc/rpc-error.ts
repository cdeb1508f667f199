/**
 * The one error type of the JSON-RPC layer, with constructors for the codes and messages real
 * validators (agave, Surfpool) answer with.
 */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    // An RpcError is an answer to the client, not a bug: no stack is captured (under a flood of
    // refused requests, capturing one cost 6 % of the chain's CPU).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }

  static parse(): RpcError {
    return new RpcError(-32700, 'Parse error');
  }
  static invalidRequest(message = 'Invalid request'): RpcError {
    return new RpcError(-32600, message);
  }
  static methodNotFound(method?: string): RpcError {
    return new RpcError(-32601, method ? `Method not found: ${method}` : 'Method not found');
  }
  static invalidParams(message = 'Invalid params'): RpcError {
    return new RpcError(-32602, message);
  }
  static internal(message = 'Internal error'): RpcError {
    return new RpcError(-32603, message);
  }
  /** -32002: agave's answer when preflight simulation fails, with the simulation result as data. */
  static simulationFailed(message: string, data: unknown): RpcError {
    return new RpcError(-32002, `Transaction simulation failed: ${message}`, data);
  }
  static signatureVerificationFailure(): RpcError {
    return new RpcError(-32003, 'Transaction signature verification failure');
  }
  static unsupportedTransactionVersion(version: number): RpcError {
    return new RpcError(
      -32015,
      `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0`,
    );
  }
  /** -32009: a response past the size cap (RPC providers answer large scans the same way). */
  static responseTooLarge(limit: number, atLeast?: number): RpcError {
    return new RpcError(
      -32009,
      `Response larger than ${limit} bytes: narrow the request (filters, dataSlice, smaller batches)`,
      atLeast === undefined ? undefined : { maxResponseBytes: limit, responseBytesAtLeast: atLeast },
    );
  }
  /** -32009 for a subscription: its account's notification is past the notification cap. */
  static notificationTooLarge(limit: number, atLeast: number): RpcError {
    return new RpcError(-32009, `Notification larger than ${limit} bytes: subscribe with a dataSlice to narrow it; this subscription has ended`, {
      maxNotificationBytes: limit,
      notificationBytesAtLeast: atLeast,
    });
  }
  /** Whether this is the size refusal (a batch answers it as a whole, not per request). */
  get isResponseTooLarge(): boolean {
    return this.code === -32009;
  }
  /** -32010: an unfiltered or too broad getProgramAccounts scan. */
  static scanTooBroad(message: string): RpcError {
    return new RpcError(-32010, message);
  }
  /** -32005 with `data.retryAfterMs`: the client's scan budget is spent (RPC providers' rate limit). */
  static rateLimited(message: string, retryAfterMs: number): RpcError {
    return new RpcError(-32005, message, { retryAfterMs });
  }
  static serverError(message: string): RpcError {
    return new RpcError(-32005, message);
  }
}
