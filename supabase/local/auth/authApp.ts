/**
 * `/auth/v1`: the part of GoTrue (supabase/auth) that supabase-js uses, over auth.* tables in
 * the stack's database. Sign-ups are auto-confirmed (like `supabase start` with confirmations
 * off) unless the stack runs with `confirmSignups`, mail goes to the stack's mailbox, and Google sign-in is a labelled test-mode page.
 */
import { Hono } from 'hono';
import type { StackContext } from '../context';
import { adminRoutes } from './adminRoutes';
import { AuthApiError, sendAuthError } from './errors';
import { googleTestModeRoutes } from './googleTestMode';
import { idmeTestModeRoutes } from './idmeTestMode';
import { MAIL_INTERVAL_MS } from './mails';
import { CodeCheckLimiter, MailRequestLimiter, SignInLimiter } from './rateLimit';
import { recoveryRoutes } from './recoveryRoutes';
import { tokenRoutes } from './tokenRoutes';
import { userRoutes } from './userRoutes';

export function createAuthApp(ctx: StackContext): Hono {
  const app = new Hono();
  const limiter = new SignInLimiter();
  const codes = new CodeCheckLimiter();

  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'VetHub local stack auth (GoTrue subset)',
    }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, google: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: !ctx.confirmSignups,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  // HS256 secrets are never published; an empty key set tells clients to ask /user instead.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  tokenRoutes(app, ctx, limiter, codes);
  userRoutes(app, ctx);
  recoveryRoutes(app, ctx, {
    signIn: limiter,
    codes,
    mails: new MailRequestLimiter(MAIL_INTERVAL_MS),
  });
  googleTestModeRoutes(app, ctx);
  idmeTestModeRoutes(app);
  adminRoutes(app, ctx);

  app.notFound((c) => sendAuthError(c, new AuthApiError(404, 'not_found', 'Not found')));
  app.onError((error, c) => {
    if (error instanceof AuthApiError) return sendAuthError(c, error);
    // Anything else is a bug in the stack: the stack-level handler logs it and answers 500.
    throw error;
  });
  return app;
}
