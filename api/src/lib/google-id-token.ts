import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { ApiError } from './errors';

/**
 * Where Google publishes its signing keys and what its ID tokens name as issuer. The client id is a company setting
 * (public); nothing here is secret.
 */
export interface GoogleSignInConfig {
  /** Google's published signing keys (JWKS). */
  jwksUrl: string;
  /** The accepted `iss` values. */
  issuers: string[];
  /** Google Identity Services' browser script, which the login and register pages load. */
  clientScriptUrl: string;
  /** Leeway for `exp`, `iat` and `nbf`, against clocks that differ a little. */
  clockToleranceSeconds: number;
  /**
   * How long after fetching the keys a token naming an unknown key makes them be fetched again (rotation); a
   * token with a made-up key id cannot make the API fetch more often than this.
   */
  jwksCooldownMs: number;
}

export function googleSignInConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GoogleSignInConfig {
  const tolerance = Number(env.GOOGLE_CLOCK_TOLERANCE_SECONDS || 60);
  if (!Number.isInteger(tolerance) || tolerance < 0 || tolerance > 600) {
    throw new Error(`GOOGLE_CLOCK_TOLERANCE_SECONDS must be a whole number of seconds from 0 to 600, not "${env.GOOGLE_CLOCK_TOLERANCE_SECONDS}".`);
  }
  const issuers = (env.GOOGLE_ISSUERS || 'accounts.google.com,https://accounts.google.com')
    .split(',')
    .map((issuer) => issuer.trim())
    .filter(Boolean);
  return {
    jwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    issuers,
    clientScriptUrl: env.GOOGLE_CLIENT_SCRIPT_URL || 'https://accounts.google.com/gsi/client',
    clockToleranceSeconds: tolerance,
    jwksCooldownMs: 30_000,
  };
}

/** The claims of a verified Google ID token the shop uses. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  nonce: string;
}

/** Verifies a Google ID token for the shop's client id; throws an ApiError saying which check failed. */
export type GoogleTokenVerifier = (credential: string, clientId: string) => Promise<GoogleIdentity>;

const refused = (code: string, message: string) => new ApiError(401, code, message, 'credential');

/**
 * A verifier holding one cached key set: jose's remote JWKS keeps the keys (10 minutes), and fetches them again when
 * a token names a key it does not hold (Google rotates its keys), at most once per cooldown.
 */
export function googleTokenVerifier(config: GoogleSignInConfig): GoogleTokenVerifier {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), { cooldownDuration: config.jwksCooldownMs, timeoutDuration: 5000 });
  return async (credential, clientId) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        issuer: config.issuers,
        audience: clientId,
        clockTolerance: config.clockToleranceSeconds,
        // Google's ID tokens last an hour from iat; one claiming to be older, or issued in the future, is refused.
        maxTokenAge: 3600,
        requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
      }));
    } catch (error) {
      throw tokenError(error);
    }
    const { sub, email, email_verified: emailVerified, nonce, given_name: givenName, family_name: familyName, name } = payload;
    if (typeof sub !== 'string' || sub === '' || sub.length > 255) throw refused('invalid_id_token', 'The Google token names no account.');
    if (typeof nonce !== 'string') throw refused('invalid_nonce', 'The Google token carries no nonce of this shop.');
    if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
      throw refused('invalid_id_token', 'The Google token carries no email address.');
    }
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null);
    return {
      subject: sub,
      email: email.trim().toLowerCase(),
      // Google sends a boolean; anything else (absent, "true" as text) is not a verified address.
      emailVerified: emailVerified === true,
      givenName: text(givenName),
      familyName: text(familyName),
      name: text(name),
      nonce,
    };
  };
}

/** What jose's refusal means for the caller (its error codes are stable, its classes differ by runtime build). */
function tokenError(error: unknown): ApiError {
  const code = (error as { code?: string } | null)?.code;
  const claim = (error as { claim?: string } | null)?.claim;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return refused('id_token_expired', 'This Google sign-in has expired: please sign in again.');
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      if (claim === 'aud') return refused('wrong_audience', 'This Google token was issued for another site.');
      if (claim === 'iss') return refused('wrong_issuer', 'This token was not issued by Google.');
      if (claim === 'nonce') return refused('invalid_nonce', 'The Google token carries no nonce of this shop.');
      return refused('invalid_id_token', `This Google token is not valid (${claim ?? 'claims'}).`);
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return refused('invalid_signature', 'This Google token is not signed by one of Google\'s published keys.');
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return refused('invalid_id_token', 'This is not a valid Google token.');
    default:
      // The keys could not be fetched (network, time-out, not a key set): not the shopper's fault, try again later.
      return new ApiError(502, 'provider_unavailable', 'Google could not be reached to check this sign-in. Please try again in a moment.');
  }
}
