import { randomBytes } from 'node:crypto';
import { ApiError } from '@shop/contract';
import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { erpConnections, erpOauthStates } from '../../db/schema';
import type { BusinessCentralConfig, ErpConfig } from './config';
import {
  authorizeUrl,
  exchangeCode,
  type Fetch,
  refreshTokens,
  TokenRequestError,
  type TokenSet,
} from './oauth';

export const erpErrorCodes = {
  notConfigured: 'ERP_NOT_CONFIGURED',
  stateInvalid: 'ERP_STATE_INVALID',
  authorizationFailed: 'ERP_AUTHORIZATION_FAILED',
  tokenExchangeFailed: 'ERP_TOKEN_EXCHANGE_FAILED',
} as const;

/** How long an operator has to sign in at Microsoft after starting a connection. */
const stateLifetimeMinutes = 10;
/** A token this close to its expiry is refreshed first, so it cannot lapse in flight. */
const tokenMarginMs = 2 * 60_000;

export function requireEnabled(config: ErpConfig): BusinessCentralConfig {
  if (!config.enabled) {
    throw ApiError.of('SERVICE_UNAVAILABLE', 'The Business Central connection is not configured', {
      code: erpErrorCodes.notConfigured,
    });
  }
  return config;
}

/** Hands out a single-use state for the shop and answers where the operator signs in. */
export async function startConnection(
  db: Database,
  config: BusinessCentralConfig,
  shopCode: string,
): Promise<{ authorizeUrl: string }> {
  const state = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Abandoned sign-ins leave states behind; clear them whenever a new one starts.
    await tx.delete(erpOauthStates).where(lte(erpOauthStates.expiresAt, sql`now()`));
    await tx.insert(erpOauthStates).values({
      state,
      shopCode,
      expiresAt: sql`now() + make_interval(mins => ${stateLifetimeMinutes}::int)`,
    });
  });
  return { authorizeUrl: authorizeUrl(config, state) };
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  /** Microsoft's refusal (`access_denied`, `consent_required`, …) instead of a code. */
  error?: string;
  error_description?: string;
}

/**
 * Completes the connection Microsoft sent the browser back for: the state is used up first
 * (whatever happens next, it cannot be replayed), then the code is traded for tokens, which
 * are stored for the shop the state was issued to. No transaction spans the token request:
 * each write touches one table, and a failed exchange needs a new sign-in anyway (the code is
 * single-use at Microsoft too).
 */
export async function completeConnection(
  db: Database,
  config: BusinessCentralConfig,
  query: CallbackQuery,
  fetchFn: Fetch = fetch,
): Promise<{ shopCode: string }> {
  const invalidState = () =>
    ApiError.badRequest('The sign-in is unknown, expired or already used; connect again', {
      code: erpErrorCodes.stateInvalid,
    });
  if (!query.state) throw invalidState();
  const [used] = await db
    .delete(erpOauthStates)
    .where(eq(erpOauthStates.state, query.state))
    .returning({
      shopCode: erpOauthStates.shopCode,
      live: sql<boolean>`${erpOauthStates.expiresAt} > now()`,
    });
  if (!used?.live) throw invalidState();

  if (query.error || !query.code) {
    throw ApiError.badRequest(
      `Microsoft did not grant access (${query.error ?? 'no authorization code'}); connect again`,
      { code: erpErrorCodes.authorizationFailed },
    );
  }

  let tokens: TokenSet;
  try {
    tokens = await exchangeCode(config, query.code, fetchFn);
  } catch (error) {
    if (!(error instanceof TokenRequestError)) throw error;
    throw ApiError.of('BAD_GATEWAY', 'Microsoft did not accept the authorization code', {
      code: erpErrorCodes.tokenExchangeFailed,
      details: { error: error.error },
      cause: error,
    });
  }
  await storeTokens(db, used.shopCode, tokens);
  return { shopCode: used.shopCode };
}

async function storeTokens(db: Database, shopCode: string, tokens: TokenSet): Promise<void> {
  const values = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? null,
    expiresAt: tokens.expiresAt,
    updatedAt: sql`now()`,
  };
  await db
    .insert(erpConnections)
    .values({ shopCode, ...values })
    .onConflictDoUpdate({ target: erpConnections.shopCode, set: values });
}

/** Not exportable now: no connection, or Microsoft refuses to renew it. Retried later. */
export class ErpConnectionError extends Error {
  override readonly name = 'ErpConnectionError';
}

/** A live access token for the shop, refreshed (and stored) when it is about to expire. */
export async function accessTokenFor(
  db: Database,
  config: BusinessCentralConfig,
  shopCode: string,
  fetchFn: Fetch = fetch,
): Promise<string> {
  const [connection] = await db
    .select()
    .from(erpConnections)
    .where(eq(erpConnections.shopCode, shopCode));
  if (!connection) {
    throw new ErpConnectionError(
      `Shop ${shopCode} is not connected to Business Central (GET /BusinessCentral/connect)`,
    );
  }
  if (connection.expiresAt.getTime() - tokenMarginMs > Date.now()) return connection.accessToken;
  if (!connection.refreshToken) {
    throw new ErpConnectionError(
      `The Business Central token of shop ${shopCode} expired and cannot be renewed; connect again`,
    );
  }
  let tokens: TokenSet;
  try {
    tokens = await refreshTokens(config, connection.refreshToken, fetchFn);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ErpConnectionError(`Renewing the token of shop ${shopCode} failed: ${reason}`);
  }
  // Microsoft may or may not rotate the refresh token; keep the old one when it does not.
  await storeTokens(db, shopCode, {
    ...tokens,
    refreshToken: tokens.refreshToken ?? connection.refreshToken,
  });
  return tokens.accessToken;
}

/** Business Central refused the token: have the next attempt renew it first. */
export async function expireToken(db: Database, shopCode: string): Promise<void> {
  await db
    .update(erpConnections)
    .set({ expiresAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(erpConnections.shopCode, shopCode));
}
