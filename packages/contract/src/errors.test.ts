import { describe, expect, it } from 'vitest';
import {
  codeOfStatus,
  errorCodes,
  errorStatus,
  isErrorCode,
  statusOf,
  unableToTransformMessage,
} from './errors';

describe('error catalogue', () => {
  it('has the 19 codes of the spec with their statuses', () => {
    expect(errorStatus).toEqual({
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
    });
    expect(errorCodes).toHaveLength(19);
  });

  it('gives the status of a code', () => {
    expect(statusOf('NOT_FOUND')).toBe(404);
    expect(statusOf('PARSE_ERROR')).toBe(400);
    expect(statusOf('CLIENT_CLOSED_REQUEST')).toBe(499);
  });

  it('tells catalogue codes from specific machine codes', () => {
    expect(isErrorCode('CONFLICT')).toBe(true);
    expect(isErrorCode('EMAIL_TAKEN')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('uses the spec message for an undecodable response', () => {
    expect(unableToTransformMessage).toBe('Unable to transform response from server');
  });
});

describe('codeOfStatus', () => {
  it('maps 400 to BAD_REQUEST, not PARSE_ERROR', () => {
    expect(codeOfStatus(400)).toBe('BAD_REQUEST');
  });

  it('maps every other catalogue status back to its code', () => {
    for (const code of errorCodes.filter((c) => c !== 'PARSE_ERROR')) {
      expect(codeOfStatus(statusOf(code))).toBe(code);
    }
  });

  it('maps an unknown 4xx status to BAD_REQUEST', () => {
    expect(codeOfStatus(418)).toBe('BAD_REQUEST');
    expect(codeOfStatus(451)).toBe('BAD_REQUEST');
  });

  it('maps an unknown 5xx status to INTERNAL_SERVER_ERROR', () => {
    expect(codeOfStatus(507)).toBe('INTERNAL_SERVER_ERROR');
    expect(codeOfStatus(599)).toBe('INTERNAL_SERVER_ERROR');
  });

  it('maps a non-error status to INTERNAL_SERVER_ERROR', () => {
    expect(codeOfStatus(200)).toBe('INTERNAL_SERVER_ERROR');
    expect(codeOfStatus(0)).toBe('INTERNAL_SERVER_ERROR');
  });
});
