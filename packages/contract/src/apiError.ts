import { z } from 'zod';
import { codeOfStatus, type ErrorCode, statusOf, unableToTransformMessage } from './errors';

/**
 * The body of every error answer of the REST API. `code` is a catalogue code or a more specific
 * machine code (`SHOP_ID_REQUIRED`, `EMAIL_TAKEN`) that the web translates from `apiErrors`;
 * `message` is for logs and developers, not for people.
 */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().describe('A catalogue code such as NOT_FOUND, or a specific one'),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .describe('Error answer of the REST API');

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Machine codes any route may answer for input it cannot take, beyond the catalogue's. */
export const requestErrorCodes = {
  /** Text with a NUL character or half a surrogate pair: the database cannot store it. */
  invalidCharacter: 'INVALID_CHARACTER',
} as const;

export type ApiErrorOptions = {
  /** A more specific machine code than the catalogue's; defaults to the catalogue code. */
  code?: string;
  details?: unknown;
  cause?: unknown;
};

/**
 * An error as a value with a status and a code. API services throw it and the error handler
 * writes it as `apiErrorSchema`; the BFF's REST client rebuilds it from such an answer.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** An error of a catalogue code, with its status from the catalogue. */
  static of(catalogueCode: ErrorCode, message: string, options: ApiErrorOptions = {}): ApiError {
    const { code = catalogueCode, details, cause } = options;
    return new ApiError(statusOf(catalogueCode), code, message, details, cause);
  }

  static badRequest(message: string, options?: ApiErrorOptions): ApiError {
    return ApiError.of('BAD_REQUEST', message, options);
  }

  static unauthorized(message: string, options?: ApiErrorOptions): ApiError {
    return ApiError.of('UNAUTHORIZED', message, options);
  }

  static forbidden(message: string, options?: ApiErrorOptions): ApiError {
    return ApiError.of('FORBIDDEN', message, options);
  }

  static notFound(message: string, options?: ApiErrorOptions): ApiError {
    return ApiError.of('NOT_FOUND', message, options);
  }

  static conflict(message: string, options?: ApiErrorOptions): ApiError {
    return ApiError.of('CONFLICT', message, options);
  }

  static preconditionFailed(message: string, options?: ApiErrorOptions): ApiError {
    return ApiError.of('PRECONDITION_FAILED', message, options);
  }

  static unprocessableContent(message: string, options?: ApiErrorOptions): ApiError {
    return ApiError.of('UNPROCESSABLE_CONTENT', message, options);
  }

  static tooManyRequests(message: string, options?: ApiErrorOptions): ApiError {
    return ApiError.of('TOO_MANY_REQUESTS', message, options);
  }

  static internal(message: string, options?: ApiErrorOptions): ApiError {
    return ApiError.of('INTERNAL_SERVER_ERROR', message, options);
  }

  static notImplemented(message: string, options?: ApiErrorOptions): ApiError {
    return ApiError.of('NOT_IMPLEMENTED', message, options);
  }

  /**
   * Rebuilds the error from an API answer. A body that is not the error envelope (an HTML
   * gateway page, truncated JSON) still yields an error coded by its status, with the spec's
   * undecodable-response message.
   */
  static fromResponse(status: number, body: unknown): ApiError {
    const parsed = apiErrorSchema.safeParse(body);
    if (!parsed.success)
      return new ApiError(status, codeOfStatus(status), unableToTransformMessage);
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details);
  }

  toBody(): ApiErrorBody {
    const error: ApiErrorBody['error'] = { code: this.code, message: this.message };
    if (this.details !== undefined) error.details = this.details;
    return { error };
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
