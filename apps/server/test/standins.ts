import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/** A local HTTP server for a provider's protocol; `handle` answers each request. */
async function listen(handle: (req: IncomingMessage, body: string, res: ServerResponse) => void) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => handle(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Google's side of sign-in, locally: a published key set (JWKS) and a signer
 * of ID tokens with its private key. `foreign` signs with a key that is not published.
 */
export async function googleStandIn() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = await listen((_req, _body, res) => json(res, 200, { keys: [jwk] }));
  async function sign(claims: JWTPayload, options: { expiresIn?: string | number; key?: 'ours' | 'foreign'; audience?: string; issuer?: string } = {}) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? 'test-client.apps.googleusercontent.com')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key === 'foreign' ? foreign.privateKey : privateKey);
  }
  return { jwksUrl: `${server.url}/certs`, sign, close: server.close };
}

/** Facebook's Graph API, locally: knows one app and the tokens it issued to users; `/me` answers the asked `fields`. */
export async function facebookStandIn(appId: string, appSecret: string) {
  const tokens = new Map<string, { userId: string; appId: string; name: string; email?: string; picture?: string }>();
  const server = await listen((req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${appId}|${appSecret}`) return json(res, 400, { error: { message: 'bad app token' } });
      const t = tokens.get(url.searchParams.get('input_token') ?? '');
      return json(res, 200, { data: t ? { is_valid: true, app_id: t.appId, user_id: t.userId } : { is_valid: false } });
    }
    if (url.pathname === '/me') {
      const t = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!t) return json(res, 400, { error: { message: 'bad token' } });
      const fields = new Set((url.searchParams.get('fields') ?? 'id,name').split(','));
      const profile: Record<string, unknown> = { id: t.userId, name: t.name, email: t.email, picture: t.picture && { data: { url: t.picture } } };
      return json(res, 200, Object.fromEntries(Object.entries(profile).filter(([k, v]) => fields.has(k) && v !== undefined)));
    }
    json(res, 404, {});
  });
  return {
    graphUrl: server.url,
    issue(token: string, user: { userId: string; name: string; email?: string; picture?: string; appId?: string }) {
      tokens.set(token, { appId: user.appId ?? appId, ...user });
    },
    close: server.close,
  };
}

/** RFC 5849 percent-encoding. */
function pct(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Checks an OAuth 1.0a HMAC-SHA1 signature of a request as the provider would. */
function validSignature(method: string, url: string, header: string, consumerSecret: string, tokenSecret: string): boolean {
  const params = Object.fromEntries(
    [...header.replace(/^OAuth\s+/, '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, decodeURIComponent(m[2]!)]),
  );
  const signature = params.oauth_signature;
  delete params.oauth_signature;
  const normalized = Object.keys(params)
    .sort()
    .map((k) => `${pct(k)}=${pct(params[k]!)}`)
    .join('&');
  const base = [method.toUpperCase(), pct(url), pct(normalized)].join('&');
  const expected = createHmac('sha1', `${pct(consumerSecret)}&${pct(tokenSecret)}`).update(base).digest('base64');
  return signature === expected;
}

/**
 * Twitter's OAuth 1.0a endpoints, locally: request tokens, an "authorize"
 * step the test plays (`authorize`), and access tokens, all with checked signatures.
 */
export async function twitterStandIn(consumerKey: string, consumerSecret: string) {
  const requests = new Map<string, { secret: string; verifier?: string; userId?: string; screenName?: string }>();
  let n = 0;
  let base = '';
  const server = await listen((req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const header = String(req.headers.authorization ?? '');
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, decodeURIComponent(m[2]!)]));
    const text = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    if (fields.oauth_consumer_key !== consumerKey) return text(401, 'unknown consumer');
    if (url.pathname === '/oauth/request_token') {
      if (!validSignature('POST', `${base}/oauth/request_token`, header, consumerSecret, '')) return text(401, 'bad signature');
      n += 1;
      const token = `request-token-${n}`;
      requests.set(token, { secret: `request-secret-${n}` });
      return text(200, `oauth_token=${token}&oauth_token_secret=request-secret-${n}&oauth_callback_confirmed=true`);
    }
    if (url.pathname === '/oauth/access_token') {
      const r = requests.get(fields.oauth_token ?? '');
      if (!r || !validSignature('POST', `${base}/oauth/access_token`, header, consumerSecret, r.secret)) return text(401, 'bad signature');
      if (!r.verifier || r.verifier !== fields.oauth_verifier) return text(401, 'bad verifier');
      requests.delete(fields.oauth_token!);
      return text(200, `oauth_token=access-${n}&oauth_token_secret=access-secret-${n}&user_id=${r.userId}&screen_name=${r.screenName}`);
    }
    text(404, '');
  });
  base = server.url;
  return {
    apiUrl: server.url,
    /** The person approves on Twitter: returns the verifier Twitter would put in the callback URL. */
    authorize(token: string, user: { userId: string; screenName: string }): string {
      const r = requests.get(token);
      if (!r) throw new Error(`unknown request token ${token}`);
      r.verifier = `verifier-${token}`;
      r.userId = user.userId;
      r.screenName = user.screenName;
      return r.verifier;
    },
    close: server.close,
  };
}
