import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorSchema, isApiError } from './apiError';
import { unableToTransformMessage } from './errors';

describe('ApiError', () => {
  it('carries status, code, message and details', () => {
    const error = new ApiError(409, 'EMAIL_TAKEN', 'E-mail already registered', { field: 'email' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect([error.status, error.code, error.message, error.details]).toEqual([
      409,
      'EMAIL_TAKEN',
      'E-mail already registered',
      { field: 'email' },
    ]);
  });

  it.each([
    [ApiError.badRequest, 400, 'BAD_REQUEST'],
    [ApiError.unauthorized, 401, 'UNAUTHORIZED'],
    [ApiError.forbidden, 403, 'FORBIDDEN'],
    [ApiError.notFound, 404, 'NOT_FOUND'],
    [ApiError.conflict, 409, 'CONFLICT'],
    [ApiError.preconditionFailed, 412, 'PRECONDITION_FAILED'],
    [ApiError.unprocessableContent, 422, 'UNPROCESSABLE_CONTENT'],
    [ApiError.tooManyRequests, 429, 'TOO_MANY_REQUESTS'],
    [ApiError.internal, 500, 'INTERNAL_SERVER_ERROR'],
    [ApiError.notImplemented, 501, 'NOT_IMPLEMENTED'],
  ] as const)('builds %#: status %i with code %s', (factory, status, code) => {
    const error = factory('message');
    expect([error.status, error.code]).toEqual([status, code]);
  });

  it('takes a more specific code, details and cause in a factory', () => {
    const cause = new Error('unique violation');
    const error = ApiError.conflict('E-mail already registered', {
      code: 'EMAIL_TAKEN',
      details: { field: 'email' },
      cause,
    });
    expect([error.status, error.code, error.details, error.cause]).toEqual([
      409,
      'EMAIL_TAKEN',
      { field: 'email' },
      cause,
    ]);
  });

  it('writes the error envelope of the API', () => {
    const body = ApiError.badRequest('X-Shop-Id header is required', {
      code: 'SHOP_ID_REQUIRED',
    }).toBody();
    expect(body).toEqual({
      error: { code: 'SHOP_ID_REQUIRED', message: 'X-Shop-Id header is required' },
    });
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });

  it('rebuilds the error from an error answer of the API', () => {
    const error = ApiError.fromResponse(404, {
      error: { code: 'NOT_FOUND', message: 'No such order', details: { id: 7 } },
    });
    expect(isApiError(error)).toBe(true);
    expect([error.status, error.code, error.message, error.details]).toEqual([
      404,
      'NOT_FOUND',
      'No such order',
      { id: 7 },
    ]);
  });

  it('answers an undecodable error body with the spec message and the status code', () => {
    const error = ApiError.fromResponse(502, '<html>Bad gateway</html>');
    expect([error.status, error.code, error.message]).toEqual([
      502,
      'BAD_GATEWAY',
      unableToTransformMessage,
    ]);
  });

  it('is not confused with other errors', () => {
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
