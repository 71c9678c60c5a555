/** GET/PUT /user and POST /logout for the signed-in user. */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { StackContext } from '../context';
import { badRequest, forbidden, unprocessable } from './errors';
import { assertMailFrequency, authMail, verifyLink } from './mails';
import { checkPasswordStrength, hashPassword, passwordMatches } from './passwords';
import { createFlowState, pkceParams } from './pkce';
import { allowedRedirect, readJson, requireUser } from './request';
import { endSessions, type LogoutScope } from './sessions';
import { newOtp, tokenHash } from './tokens';
import {
  findUserByEmail,
  findUserById,
  listIdentities,
  mergeMetadata,
  normalizeEmail,
  setUserMetadata,
  type Queryable,
} from './users';
import { userJson } from './userJson';

const text = z.string().nullish();
const UpdateBody = z.object({
  email: text,
  password: text,
  phone: text,
  data: z.record(z.string(), z.unknown()).nullish(),
  app_metadata: z.unknown().optional(),
  code_challenge: text,
  code_challenge_method: text,
});

async function currentUserJson(q: Queryable, id: string) {
  const user = await findUserById(q, id);
  return user ? userJson(user, await listIdentities(q, id)) : {};
}

export function userRoutes(app: Hono, ctx: StackContext): void {
  app.get('/user', async (c) => {
    const { user } = await requireUser(c, ctx);
    return c.json(userJson(user, await listIdentities(ctx.db, user.id)));
  });

  app.put('/user', async (c) => {
    const { user, sessionId } = await requireUser(c, ctx);
    const body = await readJson(c, UpdateBody);
    // app_metadata holds what the server decides (roles, verification): never the user's to set.
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    }
    if (body.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    const pkce = pkceParams(body.code_challenge, body.code_challenge_method);

    let newEmail: string | undefined;
    if (body.email) {
      const email = normalizeEmail(body.email);
      if (email !== user.email?.toLowerCase()) {
        const other = await findUserByEmail(ctx.db, email);
        if (other && other.id !== user.id) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        assertMailFrequency(user.email_change ? user.email_change_sent_at : null);
        newEmail = email;
      }
    }

    let passwordHash: string | undefined;
    if (body.password !== undefined && body.password !== null) {
      checkPasswordStrength(body.password);
      if (await passwordMatches(body.password, user.encrypted_password, ctx.passwordHashCost)) {
        throw unprocessable(
          'same_password',
          'New password should be different from the old password.',
        );
      }
      passwordHash = await hashPassword(body.password, ctx.passwordHashCost);
    }

    const otp = newOtp();
    const result = await ctx.db.transaction(async (tx) => {
      if (passwordHash) {
        await tx.query(
          `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
          [user.id, passwordHash],
        );
        // A new password signs out every other device, as GoTrue does.
        await endSessions(tx, user.id, sessionId, 'others');
      }
      if (body.data) {
        await setUserMetadata(tx, user.id, mergeMetadata(user.raw_user_meta_data, body.data));
      }
      let token: string | undefined;
      if (newEmail) {
        const hash = tokenHash(newEmail, otp);
        if (pkce) {
          await createFlowState(tx, pkce, {
            providerType: 'email_change',
            authMethod: 'email_change',
            userId: user.id,
          });
        }
        await tx.query(
          `update auth.users set email_change = $2, email_change_token_new = $3,
                  email_change_sent_at = now(), updated_at = now() where id = $1`,
          [user.id, newEmail, hash],
        );
        token = pkce ? `pkce_${hash}` : hash;
      }
      return { token, json: await currentUserJson(tx, user.id) };
    });

    if (newEmail && result.token) {
      const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
      const link = verifyLink(ctx.apiUrl, result.token, 'email_change', redirectTo);
      ctx.mailbox.send(
        authMail(ctx, 'email_change', newEmail, {
          ConfirmationURL: link,
          Token: otp,
          Email: user.email ?? '',
          NewEmail: newEmail,
          Data: user.raw_user_meta_data,
        }),
      );
    }
    return c.json(result.json);
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw badRequest('validation_failed', 'Unsupported logout scope');
    }
    const { user, sessionId } = await requireUser(c, ctx);
    await endSessions(ctx.db, user.id, sessionId, scope as LogoutScope);
    return c.body(null, 204);
  });
}
