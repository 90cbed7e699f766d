/**
 * The error catalogue of spec section 8: the codes the API and the BFF speak, with the HTTP
 * status each one travels under. The names are tRPC's, so the BFF maps them one to one.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  TIMEOUT: 408,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  CLIENT_CLOSED_REQUEST: 499,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/** What the client reports when a response body cannot be decoded (spec section 8). */
export const unableToTransformMessage = 'Unable to transform response from server';

export const statusOf = (code: ErrorCode): number => errorStatus[code];

export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(errorStatus, value);

/**
 * The code for a status. 400 is shared with PARSE_ERROR and answers BAD_REQUEST, the general
 * one. A status outside the catalogue falls back by class: 4xx -> BAD_REQUEST, anything else
 * (5xx, or a non-error status where an error was expected) -> INTERNAL_SERVER_ERROR.
 */
export function codeOfStatus(status: number): ErrorCode {
  const exact = errorCodes.find((code) => code !== 'PARSE_ERROR' && errorStatus[code] === status);
  if (exact !== undefined) return exact;
  return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
}
