/** POST /signup and POST /token (password, refresh_token and pkce grants). */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { StackContext } from '../context';
import { badRequest, invalidCredentials, tooManyRequests, unprocessable } from './errors';
import { checkPasswordStrength, hashPassword, passwordMatches } from './passwords';
import { exchangeAuthCode } from './pkce';
import {
  FailureWindow,
  FIVE_MINUTES,
  type CodeCheckLimiter,
  type SignInLimiter,
} from './rateLimit';
import { allowedRedirect, clientInfo, readJson } from './request';
import { signupToConfirm } from './confirmSignup';
import { issueSession, refreshGrant } from './sessions';
import { findUserByEmail, insertIdentity, insertUser, normalizeEmail } from './users';
import { isBanned } from './userJson';

const text = z.string().nullish();
const SignupBody = z.object({
  email: text,
  phone: text,
  password: text,
  data: z.record(z.string(), z.unknown()).nullish(),
});
const PasswordBody = z.object({ email: text, phone: text, password: text });
const RefreshBody = z.object({ refresh_token: text });
const PkceBody = z.object({ auth_code: text, code_verifier: text });

export function tokenRoutes(
  app: Hono,
  ctx: StackContext,
  limiter: SignInLimiter,
  codes: CodeCheckLimiter,
): void {
  // Counted whatever the answer, as GoTrue counts them: a taken address costs a try too.
  const signUps = new FailureWindow(ctx.signUpsPerAddress, FIVE_MINUTES);
  app.post('/signup', async (c) => {
    const { ip } = clientInfo(c);
    if (signUps.isBlocked(ip)) {
      throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    }
    signUps.record(ip);
    const body = await readJson(c, SignupBody);
    if (body.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    if (!body.email) {
      if (!body.password) {
        throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      }
      throw badRequest('validation_failed', 'To signup, please provide your email');
    }
    const email = normalizeEmail(body.email);
    if (!body.password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(body.password);
    // Hashing is slow on purpose; do it before the transaction holds the database.
    const passwordHash = await hashPassword(body.password, ctx.passwordHashCost);
    if (ctx.confirmSignups) {
      const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
      return c.json(await signupToConfirm(ctx, email, passwordHash, body.data ?? {}, redirectTo));
    }
    const session = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) {
        throw unprocessable('user_already_exists', 'User already registered');
      }
      // The local stack auto-confirms addresses, like `supabase start` with confirmations off.
      const user = await insertUser(tx, {
        email,
        passwordHash,
        userMetadata: body.data ?? {},
        appMetadata: { provider: 'email', providers: ['email'] },
        confirmed: true,
      });
      await insertIdentity(tx, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        data: { sub: user.id, email, email_verified: true, phone_verified: false },
      });
      return issueSession(tx, ctx, user, 'password', clientInfo(c));
    });
    return c.json(session);
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') return c.json(await passwordGrant());
    if (grant === 'refresh_token') {
      const body = await readJson(c, RefreshBody);
      if (!body.refresh_token) throw badRequest('validation_failed', 'refresh_token required');
      const { ip } = clientInfo(c);
      await codes.check(ip);
      const session = await refreshGrant(ctx, body.refresh_token);
      codes.succeed(ip);
      return c.json(session);
    }
    if (grant === 'pkce') {
      const body = await readJson(c, PkceBody);
      if (!body.auth_code || !body.code_verifier) {
        throw badRequest(
          'validation_failed',
          'invalid request: both auth code and code verifier should be non-empty',
        );
      }
      const { auth_code: code, code_verifier: verifier } = body;
      const session = await ctx.db.transaction((tx) =>
        exchangeAuthCode(tx, ctx, code, verifier, clientInfo(c)),
      );
      return c.json(session);
    }
    throw badRequest('validation_failed', 'unsupported_grant_type');

    async function passwordGrant() {
      const body = await readJson(c, PasswordBody);
      if (body.phone && !body.email) {
        throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
      }
      if (!body.email) throw invalidCredentials();
      const email = body.email.trim().toLowerCase();
      const client = clientInfo(c);
      await limiter.check(email, client.ip);
      const user = await findUserByEmail(ctx.db, email);
      const matches = await passwordMatches(
        body.password ?? '',
        user?.encrypted_password ?? null,
        ctx.passwordHashCost,
      );
      if (!user || !matches) throw invalidCredentials();
      if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
      if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
      limiter.succeed(email, client.ip);
      return ctx.db.transaction((tx) => issueSession(tx, ctx, user, 'password', client));
    }
  });
}
