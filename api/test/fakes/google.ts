import { createHash, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { serveFake, type RunningFake } from './http';

/**
 * A local Google sign-in: an RSA key pair whose public half it publishes as a JWKS (as Google does at
 * googleapis.com/oauth2/v3/certs), ID tokens signed with it for a test identity, key rotation, and at /gsi/client a
 * stand-in for the Google Identity Services script with the part the storefront uses:
 * `google.accounts.id.initialize({client_id, callback, nonce})` and `google.accounts.id.renderButton(element, options)`.
 * The stand-in's button opens a small form (the account chooser Google would show) whose "Continue" gets a token
 * from this issuer for the email typed there (the configured test identity by default) and calls the callback with
 * `{credential}`. The tokens' issuer is this server's origin: the API is pointed at it with GOOGLE_ISSUERS.
 */
export interface FakeGoogleIdentity {
  email: string;
  given_name?: string;
  family_name?: string;
  email_verified?: boolean;
  /** The Google account's id; derived from the email when not given (the same email, the same account). */
  sub?: string;
}

export interface TokenRequest extends FakeGoogleIdentity {
  /** The client id the token is for. */
  aud: string;
  nonce?: string;
  /** Seconds since the epoch; now by default. */
  iat?: number;
  /** Lifetime in seconds (3600, as Google's). */
  lifetime?: number;
  /** Another issuer than this server (a token "from elsewhere"). */
  iss?: string;
  /** Signed with a key this server never published, under the current key's id: a forged token. */
  forged?: boolean;
}

export interface FakeGoogle extends RunningFake {
  jwksUrl: string;
  clientScriptUrl: string;
  /** The `iss` of its tokens. */
  issuer: string;
  /** An ID token as Google would give the page. */
  issueToken(request: TokenRequest): Promise<string>;
  /** A new signing key with a new key id; the JWKS then holds it and the previous one (as Google's during a rotation). */
  rotateKeys(): Promise<string>;
  /** The key id tokens are signed with now. */
  currentKid(): string;
  /** Whom the stand-in's form signs in by default. */
  setIdentity(identity: FakeGoogleIdentity): void;
  /** How many times the JWKS was fetched. */
  jwksFetches(): number;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function newKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID().replace(/-/g, '');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** Google's subjects are long digit strings; the fake's are derived from the email. */
const subjectOf = (email: string) => BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`).toString().padStart(21, '1');

export async function startFakeGoogle(options: { port?: number; identity?: FakeGoogleIdentity } = {}): Promise<FakeGoogle> {
  let keys: SigningKey[] = [await newKey()];
  const forger = await newKey();
  let identity: FakeGoogleIdentity = options.identity ?? { email: 'lea.martin@gmail.example', given_name: 'Léa', family_name: 'Martin', email_verified: true };
  let fetches = 0;
  let issuer = '';

  const issueToken = async (request: TokenRequest): Promise<string> => {
    const [current] = keys as [SigningKey];
    const now = request.iat ?? Math.floor(Date.now() / 1000);
    const email = request.email.trim().toLowerCase();
    const claims: Record<string, unknown> = {
      azp: request.aud,
      email,
      email_verified: request.email_verified ?? true,
      given_name: request.given_name,
      family_name: request.family_name,
      name: [request.given_name, request.family_name].filter(Boolean).join(' ') || undefined,
      nonce: request.nonce,
    };
    return new SignJWT(Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined)))
      .setProtectedHeader({ alg: 'RS256', kid: current.kid, typ: 'JWT' })
      .setIssuer(request.iss ?? issuer)
      .setAudience(request.aud)
      .setSubject(request.sub ?? subjectOf(email))
      .setIssuedAt(now)
      .setExpirationTime(now + (request.lifetime ?? 3600))
      .sign(request.forged ? forger.privateKey : current.privateKey);
  };

  const running = await serveFake(options.port ?? 0, async (request, origin) => {
    if (request.path === '/oauth2/v3/certs' && request.method === 'GET') {
      fetches += 1;
      return { status: 200, body: { keys: keys.map((key) => key.jwk) } };
    }
    if (request.path === '/gsi/client' && request.method === 'GET') return { status: 200, raw: { type: 'text/javascript', text: clientScript(origin) } };
    if (request.path === '/fake/identity') {
      if (request.method === 'POST') identity = request.body as unknown as FakeGoogleIdentity;
      return { status: 200, body: identity };
    }
    if (request.path === '/fake/rotate' && request.method === 'POST') {
      await rotateKeys();
      return { status: 200, body: { kid: keys[0]?.kid } };
    }
    if (request.path === '/fake/token' && request.method === 'POST') {
      const body = request.body as { email?: string; aud?: string; nonce?: string };
      if (typeof body.aud !== 'string' || body.aud === '') return { status: 400, body: { error: 'invalid_request', error_description: 'Missing client_id' } };
      const typed = typeof body.email === 'string' && body.email.trim() !== '' ? body.email.trim().toLowerCase() : identity.email;
      // The configured identity (names, verified flag) when its email was kept; another email is a plain verified account.
      const who: FakeGoogleIdentity = typed === identity.email.toLowerCase() ? identity : { email: typed, given_name: typed.split('@')[0], email_verified: true };
      return { status: 200, body: { credential: await issueToken({ ...who, aud: body.aud, nonce: body.nonce }) } };
    }
    return { status: 404, body: { error: 'not_found' } };
  });
  issuer = running.url;

  async function rotateKeys(): Promise<string> {
    const fresh = await newKey();
    keys = [fresh, ...keys].slice(0, 2);
    return fresh.kid;
  }

  return {
    ...running,
    jwksUrl: `${running.url}/oauth2/v3/certs`,
    clientScriptUrl: `${running.url}/gsi/client`,
    issuer,
    issueToken,
    rotateKeys,
    currentKid: () => (keys[0] as SigningKey).kid,
    setIdentity: (next) => {
      identity = next;
    },
    jwksFetches: () => fetches,
  };
}

/**
 * The Google Identity Services stand-in. Its button is a real button; the form it opens is labelled and focusable,
 * and uses no inline style (the store's Content-Security-Policy allows none).
 */
function clientScript(origin: string): string {
  return `(function () {
  var base = ${JSON.stringify(origin)};
  var config = null;
  function text(locale, fr, en) { return /^fr/i.test(locale || '') ? fr : en; }
  function renderButton(parent, options) {
    if (!config) throw new Error('google.accounts.id.initialize must be called first');
    var locale = (options && options.locale) || document.documentElement.lang || 'en';
    parent.textContent = '';
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'fake-google-button';
    button.textContent = text(locale, 'Se connecter avec Google', 'Sign in with Google');
    parent.appendChild(button);
    button.onclick = function () {
      if (parent.querySelector('form')) return;
      fetch(base + '/fake/identity').then(function (response) { return response.json(); }).then(function (identity) {
        var form = document.createElement('form');
        form.className = 'fake-google-chooser';
        form.setAttribute('aria-label', text(locale, 'Compte Google (factice)', 'Google account (fake)'));
        var label = document.createElement('label');
        label.textContent = text(locale, 'Adresse du compte Google', 'Google account email');
        var input = document.createElement('input');
        input.type = 'email';
        input.name = 'email';
        input.value = identity.email;
        label.appendChild(input);
        var submit = document.createElement('button');
        submit.type = 'submit';
        submit.textContent = text(locale, 'Continuer', 'Continue');
        form.appendChild(label);
        form.appendChild(submit);
        form.onsubmit = function (event) {
          event.preventDefault();
          fetch(base + '/fake/token', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: input.value, aud: config.client_id, nonce: config.nonce }),
          })
            .then(function (response) { return response.json(); })
            .then(function (answer) {
              form.remove();
              config.callback({ credential: answer.credential, select_by: 'btn', clientId: config.client_id });
            });
        };
        parent.appendChild(form);
        input.focus();
      });
    };
  }
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize: function (options) { config = options; },
    renderButton: renderButton,
    prompt: function () {},
    cancel: function () {},
    disableAutoSelect: function () {},
  };
})();
`;
}
