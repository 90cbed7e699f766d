import { z } from 'zod';
import { type BusinessCentralConfig, businessCentralScope } from './config';

export type Fetch = typeof fetch;

/** Microsoft and Business Central answer within seconds; a hung call must not hold a lease. */
export const requestTimeoutMs = 30_000;

export interface TokenSet {
  accessToken: string;
  /** Absent when Microsoft issues none; a refresh keeps the one stored before. */
  refreshToken?: string;
  expiresAt: Date;
}

/** Microsoft's token endpoint refused (`{ error, error_description }`) or could not be reached. */
export class TokenRequestError extends Error {
  override readonly name = 'TokenRequestError';
  constructor(
    /** The OAuth error code (`invalid_grant`, …), or `unreachable` / `invalid_response`. */
    readonly error: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  // Microsoft's v2 endpoint sends a number; the v1 endpoint sent a string.
  expires_in: z.coerce.number().int().positive(),
});

const oauthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

function endpoint(config: BusinessCentralConfig, name: 'authorize' | 'token'): string {
  return `${config.loginUrl}/${encodeURIComponent(config.tenant)}/oauth2/v2.0/${name}`;
}

/** Where an operator's browser signs in to grant the shop access to Business Central. */
export function authorizeUrl(config: BusinessCentralConfig, state: string): string {
  const query = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    redirect_uri: config.redirectUri,
    response_mode: 'query',
    scope: businessCentralScope,
    state,
  });
  return `${endpoint(config, 'authorize')}?${query}`;
}

async function requestToken(
  config: BusinessCentralConfig,
  grant: Record<string, string>,
  fetchFn: Fetch,
): Promise<TokenSet> {
  const body = new URLSearchParams({
    ...grant,
    client_id: config.clientId,
    client_secret: config.clientSecret,
    scope: businessCentralScope,
  });
  let response: Response;
  try {
    response = await fetchFn(endpoint(config, 'token'), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new TokenRequestError('unreachable', `Microsoft's token endpoint: ${reason}`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const refusal = oauthErrorSchema.safeParse(json);
    const error = refusal.success ? refusal.data.error : 'invalid_response';
    const description = refusal.success ? refusal.data.error_description : text.slice(0, 200);
    throw new TokenRequestError(
      error,
      `Microsoft's token endpoint answered ${response.status} ${error}: ${description ?? ''}`.trim(),
      response.status,
    );
  }
  const answer = tokenAnswerSchema.safeParse(json);
  if (!answer.success) {
    throw new TokenRequestError(
      'invalid_response',
      `Microsoft's token endpoint answered ${response.status} without an access token`,
      response.status,
    );
  }
  return {
    accessToken: answer.data.access_token,
    refreshToken: answer.data.refresh_token,
    expiresAt: new Date(Date.now() + answer.data.expires_in * 1000),
  };
}

/** Trades the authorization code of the callback for tokens. */
export function exchangeCode(
  config: BusinessCentralConfig,
  code: string,
  fetchFn: Fetch = fetch,
): Promise<TokenSet> {
  return requestToken(
    config,
    { grant_type: 'authorization_code', code, redirect_uri: config.redirectUri },
    fetchFn,
  );
}

/** A fresh access token (and usually a new refresh token) for a stored refresh token. */
export function refreshTokens(
  config: BusinessCentralConfig,
  refreshToken: string,
  fetchFn: Fetch = fetch,
): Promise<TokenSet> {
  return requestToken(
    config,
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    fetchFn,
  );
}
