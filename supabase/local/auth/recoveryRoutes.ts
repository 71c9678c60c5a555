/**
 * Mailed links: POST /recover sends a password-reset link; GET /verify (the link) and POST
 * /verify (the code or token hash, for verifyOtp) turn a recovery or email-change token into a
 * session — tokens in the redirect's fragment, or `?code=` when the request used PKCE.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { StackContext } from '../context';
import { badRequest, forbidden } from './errors';
import { authMail, mailWaitError, verifyLink } from './mails';
import { createFlowState, issueAuthCode, latestFlowState, pkceParams } from './pkce';
import { allowedRedirect, clientInfo, readJson, withParams } from './request';
import { CodeCheckLimiter, MailRequestLimiter, SignInLimiter } from './rateLimit';
import { issueSession, type SignInMethod } from './sessions';
import { newOtp, tokenHash } from './tokens';
import { findUserByEmail, mapUserWriteError, normalizeEmail, type Queryable } from './users';
import { USER_COLUMNS, type UserRow } from './userJson';

const text = z.string().nullish();
const RecoverBody = z.object({ email: text, code_challenge: text, code_challenge_method: text });
const VerifyBody = z.object({ type: text, token: text, token_hash: text, email: text });

type LinkType = 'recovery' | 'email_change' | 'signup';
const KNOWN_TYPES = ['recovery', 'email_change', 'signup', 'invite', 'magiclink', 'email'];

/** GoTrue's name of the sign-in a link gives, in the session's amr. */
const methodOf = (type: LinkType): SignInMethod => (type === 'signup' ? 'email/signup' : type);

function linkType(type: string | null | undefined): LinkType | null {
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!KNOWN_TYPES.includes(type))
    throw badRequest('validation_failed', 'Unsupported verification type');
  // Only these kinds of link are ever mailed (sign-up links only when confirmations are on).
  return type === 'recovery' || type === 'email_change' || type === 'signup' ? type : null;
}

/** Uses up a link token (valid one hour, once) and returns its user. */
async function consume(q: Queryable, type: LinkType, hash: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f]{56}$/.test(hash)) return undefined;
  if (type === 'signup') {
    const { rows } = await q.query<UserRow>(
      `update auth.users set confirmation_token = null, updated_at = now(),
              email_confirmed_at = coalesce(email_confirmed_at, now())
        where confirmation_token = $1 and confirmation_sent_at > now() - interval '1 day'
        returning ${USER_COLUMNS}`,
      [hash],
    );
    return rows[0];
  }
  if (type === 'recovery') {
    const { rows } = await q.query<UserRow>(
      `update auth.users set recovery_token = null, updated_at = now(),
              email_confirmed_at = coalesce(email_confirmed_at, now())
        where recovery_token = $1 and recovery_sent_at > now() - interval '1 hour'
        returning ${USER_COLUMNS}`,
      [hash],
    );
    return rows[0];
  }
  try {
    const { rows } = await q.query<UserRow>(
      `update auth.users set email = email_change, email_change = null,
              email_change_token_new = null, updated_at = now()
        where email_change_token_new = $1 and email_change_sent_at > now() - interval '1 hour'
        returning ${USER_COLUMNS}`,
      [hash],
    );
    const user = rows[0];
    if (user) {
      await q.query(
        `update auth.identities set updated_at = now(),
                identity_data = identity_data || jsonb_build_object('email', $2::text)
          where user_id = $1 and provider = 'email'`,
        [user.id, user.email],
      );
    }
    return user;
  } catch (error) {
    throw mapUserWriteError(error);
  }
}

/** A user id no account has: the unknown address's write matches no row. */
const NO_ONE = '00000000-0000-0000-0000-000000000000';

export interface RecoveryLimits {
  signIn: SignInLimiter;
  codes: CodeCheckLimiter;
  mails: MailRequestLimiter;
}

export function recoveryRoutes(app: Hono, ctx: StackContext, limits: RecoveryLimits): void {
  app.post('/recover', async (c) => {
    const body = await readJson(c, RecoverBody);
    const email = normalizeEmail(body.email ?? '');
    const pkce = pkceParams(body.code_challenge, body.code_challenge_method);
    const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
    // Same answers (200 {}, then 429 within a minute) whether or not the address has an account.
    mailWaitError(limits.mails.take(email));
    const user = await findUserByEmail(ctx.db, email);
    // An address without an account costs the same work (a code, its hash, the write, the mail
    // written but not sent): how long the answer takes does not tell whether it has one.
    const otp = newOtp();
    const hash = tokenHash(email, otp);
    await ctx.db.transaction(async (tx) => {
      if (pkce && user) {
        const flow = { providerType: 'recovery', authMethod: 'recovery', userId: user.id } as const;
        await createFlowState(tx, pkce, flow);
      }
      await tx.query(
        `update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`,
        [user?.id ?? NO_ONE, hash],
      );
    });
    const link = verifyLink(ctx.apiUrl, pkce ? `pkce_${hash}` : hash, 'recovery', redirectTo);
    const mail = authMail(ctx, 'recovery', user?.email ?? email, {
      ConfirmationURL: link,
      Token: otp,
      Email: user?.email ?? email,
      Data: user?.raw_user_meta_data,
    });
    if (user) ctx.mailbox.send(mail);
    return c.json({});
  });

  app.get('/verify', async (c) => {
    const type = linkType(c.req.query('type'));
    const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
    const token = c.req.query('token') ?? '';
    const isPkce = token.startsWith('pkce_');
    const hash = isPkce ? token.slice('pkce_'.length) : token;
    const { ip } = clientInfo(c);
    await limits.codes.check(ip);
    const target = await ctx.db.transaction(async (tx) => {
      const user = type ? await consume(tx, type, hash) : undefined;
      if (!user || !type) return linkError(redirectTo);
      limits.codes.succeed(ip);
      if (type === 'recovery' && user.email) limits.signIn.succeed(user.email);
      if (isPkce) {
        const flowId = await latestFlowState(tx, user.id, methodOf(type));
        const code = flowId ? await issueAuthCode(tx, flowId, user.id) : undefined;
        return code ? withParams(redirectTo, 'query', { code }) : linkError(redirectTo);
      }
      const session = await issueSession(tx, ctx, user, methodOf(type), clientInfo(c));
      return withParams(redirectTo, 'fragment', { ...tokenParams(session), type });
    });
    return c.redirect(target, 303);
  });

  app.post('/verify', async (c: Context) => {
    const body = await readJson(c, VerifyBody);
    const type = linkType(body.type);
    let hash = (body.token_hash ?? '').replace(/^pkce_/, '');
    const email = !hash && body.email && body.token ? normalizeEmail(body.email) : undefined;
    if (email) hash = tokenHash(email, body.token ?? '');
    const client = clientInfo(c);
    await limits.codes.check(client.ip, email);
    const user = await ctx.db.transaction(async (tx) =>
      type ? consume(tx, type, hash) : undefined,
    );
    if (!user || !type) {
      // The fifth wrong code for an address ends its code: the owner asks for a new one.
      if (limits.codes.fail(email) && email) await burnCodes(ctx, email);
      throw forbidden('otp_expired', 'Token has expired or is invalid');
    }
    limits.codes.succeed(client.ip, email);
    if (type === 'recovery' && user.email) limits.signIn.succeed(user.email);
    return c.json(
      await ctx.db.transaction((tx) => issueSession(tx, ctx, user, methodOf(type), client)),
    );
  });
}

async function burnCodes(ctx: StackContext, email: string): Promise<void> {
  await ctx.db.query(
    `update auth.users set recovery_token = null, email_change_token_new = null
      where email = $1 or email_change = $1`,
    [email],
  );
}

function tokenParams(session: Record<string, unknown>) {
  const { access_token, expires_at, expires_in, refresh_token, token_type } = session;
  return { access_token, expires_at, expires_in, refresh_token, token_type };
}

/** GoTrue reports a bad link to the app in the fragment of the redirect. */
function linkError(redirectTo: string): string {
  return withParams(redirectTo, 'fragment', {
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  });
}
