import type { NetworkFault } from '../domain/network-fault';

/**
 * Errors raised by the REST layer (§8).
 * `status` is the HTTP status (0 for a network failure); `handled` is true once the user has been told, so
 * callers store it without showing it again.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly handled: boolean;
  /** True when the server answered `success: false` (a refusal, not a fault). */
  readonly refused: boolean;
  /** The `message` of the server's body, when it sent one (callers with their own fallback text use it, §8). */
  readonly serverMessage: string | undefined;
  /** Why a call got no answer (status 0): offline, a timeout, a server out of reach, or one refusing this origin. */
  readonly fault: NetworkFault | undefined;
  /** The answer's `data` of a 409: what stands in the way (read at the boundary by whoever asked). */
  readonly conflict: unknown;

  constructor(
    message: string,
    options: { status?: number; handled?: boolean; refused?: boolean; serverMessage?: string; fault?: NetworkFault; conflict?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.handled = options.handled ?? false;
    this.refused = options.refused ?? false;
    this.serverMessage = options.serverMessage;
    this.fault = options.fault;
    this.conflict = options.conflict;
  }
}

/**
 * A write made from an older version of the record than the server holds (HTTP 409): someone else
 * saved it meanwhile. Never told by the REST layer: the form says so, keeps what was typed, and
 * offers to save it over the record as it is now, or to discard it (docs/rest-contract.md "Versions").
 */
export class ConflictError extends ApiError {
  constructor(message: string, options: { serverMessage?: string } = {}) {
    super(message, { status: 409, handled: false, refused: true, serverMessage: options.serverMessage });
    this.name = 'ConflictError';
  }
}

/** §8 messages that the status table shows. */
export const httpMessages = {
  somethingWentWrong: 'Something went wrong',
  permissionDenied: 'Permission Denied',
  invalidResponse: 'The server sent an answer this app cannot read.',
} as const;
