#!/usr/bin/env node
// Google's, Facebook's and Twitter's side of sign-in for the end-to-end
// checks, on one local port (OAUTH_PORT): the mall is pointed here instead of
// the real providers, so nothing leaves the machine.
// - /google/auth: the OpenID Connect authorization endpoint; the "person"
//   approves at once and the browser goes back with a signed ID token.
// - /google/certs: the key set the mall verifies those tokens with.
// - /facebook/dialog: the login dialog; back with a fresh access token.
// - /graph/debug_token, /graph/me: what the mall asks the Graph API.
// - /twitter/oauth/request_token, /twitter/oauth/access_token: Twitter's
//   OAuth 1.0a token endpoints, every call's HMAC-SHA1 signature checked;
//   /twitter/oauth/authenticate: the person approves at once and the browser
//   goes back to the callback the request token was made for. Twitter's
//   access-token answer carries the user id and screen name, so the mall
//   looks nothing else up.
// Each refuses what the real one would: another client, a redirect URI
// outside the callback pages, a response type it was not built for.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const port = Number(process.env.OAUTH_PORT ?? 3126);
const googleClientId = process.env.GOOGLE_CLIENT_ID ?? 'e2e-client.apps.googleusercontent.com';
const facebookAppId = process.env.FACEBOOK_APP_ID ?? '424242';
const facebookAppSecret = process.env.FACEBOOK_APP_SECRET ?? 'e2e-facebook-secret';
const twitterConsumerKey = process.env.TWITTER_CONSUMER_KEY ?? 'e2e-twitter-key';
const twitterConsumerSecret = process.env.TWITTER_CONSUMER_SECRET ?? 'e2e-twitter-secret';

// The people who approve; the end-to-end checks look for these names.
const GOOGLE_PERSON = { sub: 'g-e2e-1001', name: 'Gina Google', email: 'gina@gmail.test', email_verified: true };
const FACEBOOK_PERSON = { id: '880001', name: 'Felix Facebook', email: 'felix@facebook.test' };
const TWITTER_PERSON = { userId: '770001', screenName: 'TessTweets' };

const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' }] };
/** Access tokens this "Facebook" issued, to the app and person above. */
const facebookTokens = new Set();
/** Twitter request tokens not yet traded: their secret, the callback they go back to, the verifier once approved. */
const twitterRequests = new Map();

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Only the storefront's callback pages, as the providers accept only registered redirect URIs. */
function callbackAllowed(uri, page) {
  try {
    return new URL(uri).pathname === `/middlewares/${page}`;
  } catch {
    return false;
  }
}

/** Sends the browser back with the answer in the fragment, as the implicit and token flows do. */
function backTo(res, redirectUri, params) {
  res.writeHead(302, { location: `${redirectUri}#${new URLSearchParams(params)}`, 'cache-control': 'no-store' }).end();
}

async function googleAuthorize(url, res) {
  const q = url.searchParams;
  if (q.get('client_id') !== googleClientId) return json(res, 400, { error: 'invalid_client' });
  const redirectUri = q.get('redirect_uri') ?? '';
  if (!callbackAllowed(redirectUri, 'callback_google')) return json(res, 400, { error: 'redirect_uri_mismatch' });
  if (q.get('response_type') !== 'id_token' || !q.get('nonce') || !(q.get('scope') ?? '').split(' ').includes('openid')) {
    return backTo(res, redirectUri, { error: 'invalid_request', state: q.get('state') ?? '' });
  }
  const idToken = await new SignJWT({ ...GOOGLE_PERSON, nonce: q.get('nonce') })
    .setProtectedHeader({ alg: 'RS256', kid: 'e2e-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(googleClientId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
  backTo(res, redirectUri, { state: q.get('state') ?? '', id_token: idToken, authuser: '0', prompt: 'none' });
}

function facebookDialog(url, res) {
  const q = url.searchParams;
  if (q.get('client_id') !== facebookAppId) return json(res, 400, { error: { message: 'Invalid App ID' } });
  const redirectUri = q.get('redirect_uri') ?? '';
  if (!callbackAllowed(redirectUri, 'callback_facebook')) return json(res, 400, { error: { message: 'URL blocked' } });
  if (q.get('response_type') !== 'token') return json(res, 400, { error: { message: 'unsupported response_type' } });
  const accessToken = `EAAE2E${randomBytes(24).toString('hex')}`;
  facebookTokens.add(accessToken);
  backTo(res, redirectUri, { access_token: accessToken, data_access_expiration_time: '1900000000', expires_in: '5183999', state: q.get('state') ?? '' });
}

function graph(url, res) {
  const q = url.searchParams;
  if (url.pathname === '/graph/debug_token') {
    if (q.get('access_token') !== `${facebookAppId}|${facebookAppSecret}`) return json(res, 400, { error: { message: 'bad app token' } });
    const valid = facebookTokens.has(q.get('input_token') ?? '');
    return json(res, 200, { data: valid ? { is_valid: true, app_id: facebookAppId, user_id: FACEBOOK_PERSON.id } : { is_valid: false } });
  }
  if (url.pathname === '/graph/me') {
    if (!facebookTokens.has(q.get('access_token') ?? '')) return json(res, 400, { error: { message: 'bad token' } });
    const fields = new Set((q.get('fields') ?? 'id,name').split(','));
    // No picture: the mall would show it from another origin, which its content policy refuses.
    return json(res, 200, Object.fromEntries(Object.entries(FACEBOOK_PERSON).filter(([k]) => k === 'id' || fields.has(k))));
  }
  json(res, 404, { error: { message: 'unknown path' } });
}

/** RFC 3986 percent-encoding, as OAuth 1.0a signs. */
function pct(s) {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The `OAuth k="v", …` fields of an Authorization header. */
function oauthFields(header) {
  return Object.fromEntries([...header.replace(/^OAuth\s+/, '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], decodeURIComponent(m[2])]));
}

/** Checks an OAuth 1.0a HMAC-SHA1 signature of a request as the provider would (the mall sends no body parameters). */
function validSignature(method, url, header, consumerSecret, tokenSecret) {
  const params = oauthFields(header);
  const signature = params.oauth_signature;
  delete params.oauth_signature;
  if (params.oauth_signature_method !== 'HMAC-SHA1' || !signature) return false;
  const normalized = Object.keys(params)
    .sort()
    .map((k) => `${pct(k)}=${pct(params[k])}`)
    .join('&');
  const base = [method.toUpperCase(), pct(url), pct(normalized)].join('&');
  const expected = createHmac('sha1', `${pct(consumerSecret)}&${pct(tokenSecret)}`).update(base).digest('base64');
  return signature === expected;
}

function twitter(req, url, res) {
  const text = (status, body) => res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
  if (url.pathname === '/twitter/oauth/authenticate') {
    const token = url.searchParams.get('oauth_token') ?? '';
    const request = twitterRequests.get(token);
    if (!request) return text(400, 'This page is no longer valid.');
    request.verifier = randomBytes(16).toString('hex');
    const back = new URL(request.callback);
    back.searchParams.set('oauth_token', token);
    back.searchParams.set('oauth_verifier', request.verifier);
    return res.writeHead(302, { location: String(back), 'cache-control': 'no-store' }).end();
  }
  const header = String(req.headers.authorization ?? '');
  const fields = oauthFields(header);
  if (req.method !== 'POST') return text(405, 'POST only');
  if (fields.oauth_consumer_key !== twitterConsumerKey) return text(401, 'unknown consumer');
  const endpoint = `http://127.0.0.1:${port}${url.pathname}`;
  if (url.pathname === '/twitter/oauth/request_token') {
    if (!validSignature('POST', endpoint, header, twitterConsumerSecret, '')) return text(401, 'bad signature');
    if (!callbackAllowed(fields.oauth_callback ?? '', 'callback_twitter')) return text(403, 'callback URL not approved');
    const token = `rt-${randomBytes(12).toString('hex')}`;
    const secret = randomBytes(16).toString('hex');
    twitterRequests.set(token, { secret, callback: fields.oauth_callback });
    return text(200, `oauth_token=${token}&oauth_token_secret=${secret}&oauth_callback_confirmed=true`);
  }
  if (url.pathname === '/twitter/oauth/access_token') {
    const request = twitterRequests.get(fields.oauth_token ?? '');
    if (!request || !validSignature('POST', endpoint, header, twitterConsumerSecret, request.secret)) return text(401, 'bad signature');
    if (!request.verifier || request.verifier !== fields.oauth_verifier) return text(401, 'bad verifier');
    twitterRequests.delete(fields.oauth_token);
    const access = randomBytes(16).toString('hex');
    const answer = new URLSearchParams({
      oauth_token: `${TWITTER_PERSON.userId}-${access}`,
      oauth_token_secret: randomBytes(16).toString('hex'),
      user_id: TWITTER_PERSON.userId,
      screen_name: TWITTER_PERSON.screenName,
    });
    return text(200, String(answer));
  }
  text(404, 'unknown path');
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/google/certs') return json(res, 200, jwks);
  if (url.pathname === '/google/auth') {
    googleAuthorize(url, res).catch((error) => json(res, 500, { error: String(error) }));
    return;
  }
  if (url.pathname === '/facebook/dialog') return facebookDialog(url, res);
  if (url.pathname.startsWith('/graph/')) return graph(url, res);
  if (url.pathname.startsWith('/twitter/')) return twitter(req, url, res);
  json(res, 404, { error: 'unknown path' });
});
server.listen(port, '127.0.0.1', () => console.log(`OAuth stand-in on 127.0.0.1:${port}`));
