/**
 * The admin subset (service role only) that server code such as edge functions uses through
 * `supabase.auth.admin`: list, create, read, update (including app_metadata) and delete users.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { StackContext } from '../context';
import { badRequest, forbidden, notFound, unprocessable } from './errors';
import { checkPasswordStrength, hashPassword } from './passwords';
import { readJson, verifiedClaims } from './request';
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  listIdentities,
  mapUserWriteError,
  mergeMetadata,
  normalizeEmail,
  setAppMetadata,
  setUserMetadata,
} from './users';
import { userJson, type UserRow } from './userJson';

const text = z.string().nullish();
const meta = z.record(z.string(), z.unknown()).nullish();
const UserBody = z.object({
  email: text,
  password: text,
  email_confirm: z.boolean().nullish(),
  user_metadata: meta,
  app_metadata: meta,
  ban_duration: text,
});

async function requireServiceRole(c: Context): Promise<void> {
  const claims = await verifiedClaims(c);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw forbidden('not_admin', 'User not allowed');
  }
}

/** `none` lifts a ban; otherwise a Go-style duration such as `24h` or `30m`. */
function bannedUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const match = /^(\d+(?:\.\d+)?)(h|m|s)$/.exec(duration);
  if (!match) throw badRequest('validation_failed', 'invalid format for ban duration');
  const unit = { h: 3_600_000, m: 60_000, s: 1000 }[match[2] as 'h' | 'm' | 's'];
  return new Date(Date.now() + Number(match[1]) * unit);
}

export function adminRoutes(app: Hono, ctx: StackContext): void {
  app.use('/admin/*', async (c, next) => {
    await requireServiceRole(c);
    await next();
  });

  const loadTarget = async (c: Context): Promise<UserRow> => {
    const user = await findUserById(ctx.db, c.req.param('id') ?? '');
    if (!user) throw notFound('user_not_found', 'User not found');
    return user;
  };
  const answer = async (id: string) => {
    const user = (await findUserById(ctx.db, id)) as UserRow;
    return userJson(user, await listIdentities(ctx.db, id));
  };

  app.get('/admin/users', async (c) => {
    const perPage = Math.min(Math.max(Number(c.req.query('per_page')) || 50, 1), 1000);
    const page = Math.max(Number(c.req.query('page')) || 1, 1);
    const { rows } = await ctx.db.query<{ id: string }>(
      `select id from auth.users where deleted_at is null order by created_at desc, id
        limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const users = await Promise.all(rows.map((r) => answer(r.id)));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    const body = await readJson(c, UserBody);
    const email = normalizeEmail(body.email ?? '');
    if (body.password) checkPasswordStrength(body.password);
    const passwordHash = body.password
      ? await hashPassword(body.password, ctx.passwordHashCost)
      : null;
    const id = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) {
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      const user = await insertUser(tx, {
        email,
        passwordHash,
        userMetadata: body.user_metadata ?? {},
        appMetadata: { ...(body.app_metadata ?? {}), provider: 'email', providers: ['email'] },
        confirmed: body.email_confirm === true,
      });
      const data = { sub: user.id, email, email_verified: body.email_confirm === true };
      await insertIdentity(tx, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        data,
      });
      return user.id;
    });
    return c.json(await answer(id));
  });

  app.get('/admin/users/:id', async (c) => c.json(await answer((await loadTarget(c)).id)));

  app.put('/admin/users/:id', async (c) => {
    const user = await loadTarget(c);
    const body = await readJson(c, UserBody);
    const email = body.email ? normalizeEmail(body.email) : undefined;
    if (body.password) checkPasswordStrength(body.password);
    const passwordHash = body.password
      ? await hashPassword(body.password, ctx.passwordHashCost)
      : undefined;
    const ban = body.ban_duration ? bannedUntil(body.ban_duration) : undefined;
    await ctx.db.transaction(async (tx) => {
      if (email && email !== user.email) {
        const other = await findUserByEmail(tx, email);
        if (other && other.id !== user.id) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        try {
          await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [
            user.id,
            email,
          ]);
        } catch (error) {
          throw mapUserWriteError(error);
        }
      }
      if (passwordHash) {
        await tx.query(
          `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
          [user.id, passwordHash],
        );
      }
      if (body.email_confirm === true) {
        await tx.query(
          `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
          [user.id],
        );
      }
      if (ban !== undefined) {
        await tx.query(`update auth.users set banned_until = $2 where id = $1`, [user.id, ban]);
      }
      if (body.user_metadata) {
        await setUserMetadata(
          tx,
          user.id,
          mergeMetadata(user.raw_user_meta_data, body.user_metadata),
        );
      }
      if (body.app_metadata) {
        await setAppMetadata(tx, user.id, mergeMetadata(user.raw_app_meta_data, body.app_metadata));
      }
    });
    return c.json(await answer(user.id));
  });

  app.delete('/admin/users/:id', async (c) => {
    const user = await loadTarget(c);
    try {
      await ctx.db.query(`delete from auth.users where id = $1`, [user.id]);
    } catch (error) {
      // A row elsewhere that still points at the user without ON DELETE CASCADE.
      throw badRequest(
        'validation_failed',
        `Database error deleting user: ${(error as Error).message}`,
      );
    }
    return c.json({});
  });
}
