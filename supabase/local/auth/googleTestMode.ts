/**
 * Google sign-in without Google: GET /authorize?provider=google sends the browser to a local,
 * clearly labelled test-mode consent page instead of accounts.google.com. Submitting it signs
 * the chosen address in with a `google` identity and returns to redirect_to exactly as GoTrue's
 * OAuth callback does: `?code=` for PKCE (exchanged at grant_type=pkce), tokens in the fragment
 * otherwise.
 */
import type { Context, Hono } from 'hono';
import type { StackContext } from '../context';
import { signJwt, verifyJwt } from '../jwt';
import { badRequest } from './errors';
import { consentPage, expiredStatePage } from './googleConsentPage';
import { createFlowState, issueAuthCode, pkceParams } from './pkce';
import { allowedRedirect, clientInfo, withParams } from './request';
import { issueSession } from './sessions';
import { testModeSubject } from './tokens';
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  mergeMetadata,
  normalizeEmail,
  refreshProviders,
  setUserMetadata,
  type Queryable,
} from './users';
import { isBanned, type UserRow } from './userJson';

const STATE_PURPOSE = 'testmode_google_state';
const STATE_TTL_SECONDS = 10 * 60;

interface OAuthState {
  referrer: string;
  flowStateId: string;
}

async function readState(state: string | undefined): Promise<OAuthState | undefined> {
  if (!state) return undefined;
  try {
    const claims = await verifyJwt(state);
    if (claims.purpose !== STATE_PURPOSE || typeof claims.referrer !== 'string') return undefined;
    const flowStateId = typeof claims.flow_state_id === 'string' ? claims.flow_state_id : '';
    return { referrer: claims.referrer, flowStateId };
  } catch {
    return undefined;
  }
}

/** A display name as typed, without control characters (Postgres text refuses NUL). */
function plainText(value: string): string {
  return value
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 200);
}

/** Errors go back where a real provider's would: the query for PKCE, the fragment otherwise. */
function errorRedirect(state: OAuthState, description: string): string {
  const where = state.flowStateId ? 'query' : 'fragment';
  return withParams(state.referrer, where, {
    error: 'access_denied',
    error_description: description,
  });
}

/** Finds the google identity, links it to an account with the same address, or creates one. */
async function signInGoogleUser(q: Queryable, email: string, name: string): Promise<UserRow> {
  const sub = testModeSubject(email);
  const data = {
    iss: 'https://accounts.google.com',
    sub,
    name,
    full_name: name,
    email,
    email_verified: true,
    phone_verified: false,
    provider_id: sub,
    test_mode: true,
  };
  const { rows } = await q.query<{ user_id: string }>(
    `update auth.identities set identity_data = $2::jsonb, last_sign_in_at = now(),
            updated_at = now()
      where provider = 'google' and provider_id = $1 returning user_id`,
    [sub, JSON.stringify(data)],
  );
  let user = rows[0] ? await findUserById(q, rows[0].user_id) : undefined;
  if (user) {
    await setUserMetadata(q, user.id, mergeMetadata(user.raw_user_meta_data, data));
  } else {
    // Google vouches for the address, so an existing account with it is linked, not duplicated.
    user =
      (await findUserByEmail(q, email)) ??
      (await insertUser(q, {
        email,
        passwordHash: null,
        userMetadata: data,
        appMetadata: { provider: 'google', providers: ['google'] },
        confirmed: true,
      }));
    await insertIdentity(q, { userId: user.id, provider: 'google', providerId: sub, data });
    await q.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
      [user.id],
    );
  }
  await refreshProviders(q, user);
  return (await findUserById(q, user.id)) as UserRow;
}

export function googleTestModeRoutes(app: Hono, ctx: StackContext): void {
  const action = () => `${ctx.apiUrl}/auth/v1/testmode/google`;

  app.get('/authorize', async (c) => {
    if (c.req.query('provider') !== 'google') {
      throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
    }
    const pkce = pkceParams(c.req.query('code_challenge'), c.req.query('code_challenge_method'));
    const referrer = allowedRedirect(ctx, c.req.query('redirect_to'));
    const flow = pkce
      ? await createFlowState(ctx.db, pkce, {
          providerType: 'google',
          authMethod: 'oauth',
          userId: null,
        })
      : undefined;
    const state = await signJwt(
      { purpose: STATE_PURPOSE, provider: 'google', referrer, flow_state_id: flow?.id ?? '' },
      STATE_TTL_SECONDS,
    );
    return c.redirect(`${action()}?state=${encodeURIComponent(state)}`, 302);
  });

  const render = (c: Context, stateToken: string, state: OAuthState, extra = {}, status = 200) =>
    c.html(
      consentPage({
        action: action(),
        state: stateToken,
        returnTo: new URL(state.referrer).origin,
        cancelUrl: errorRedirect(state, 'The person cancelled the Google sign-in'),
        ...extra,
      }),
      status as 200,
    );

  app.get('/testmode/google', async (c) => {
    const token = c.req.query('state');
    const state = await readState(token);
    if (!state || !token) return c.html(expiredStatePage(ctx.siteUrl), 400);
    return render(c, token, state);
  });

  app.post('/testmode/google', async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.state === 'string' ? form.state : undefined;
    const state = await readState(token);
    if (!state || !token) return c.html(expiredStatePage(ctx.siteUrl), 400);
    const rawEmail = typeof form.email === 'string' ? form.email : '';
    const rawName = typeof form.name === 'string' ? plainText(form.name) : '';
    let email: string;
    try {
      email = normalizeEmail(rawEmail);
    } catch {
      const error = 'Enter a whole email address, for example name@example.test.';
      return render(c, token, state, { error, email: rawEmail, name: rawName }, 400);
    }
    const name = rawName || (email.split('@')[0] as string);
    const target = await ctx.db.transaction(async (tx) => {
      const user = await signInGoogleUser(tx, email, name);
      if (isBanned(user)) return errorRedirect(state, 'User is banned');
      if (state.flowStateId) {
        const code = await issueAuthCode(tx, state.flowStateId, user.id);
        return code
          ? withParams(state.referrer, 'query', { code })
          : errorRedirect(state, 'The sign-in expired; start it again');
      }
      const session = await issueSession(tx, ctx, user, 'oauth', clientInfo(c));
      const { access_token, expires_at, expires_in, refresh_token, token_type } = session;
      const tokens = { access_token, expires_at, expires_in, refresh_token, token_type };
      return withParams(state.referrer, 'fragment', tokens);
    });
    return c.redirect(target, 303);
  });
}
