/**
 * Sign-up when the project confirms addresses by mail (GoTrue with `enable_confirmations`, as a
 * hosted project runs): no session, a link to confirm, and — stricter than GoTrue, whose empty
 * `identities` gives a taken address away — the same answer for an address that already has an
 * account: a user of the same shape with a made-up id, and no mail.
 */
import { randomUUID } from 'node:crypto';
import type { StackContext } from '../context';
import { authMail, verifyLink } from './mails';
import { newOtp, tokenHash } from './tokens';
import { findUserByEmail, insertIdentity, insertUser } from './users';
import { isoTime } from './userJson';

export async function signupToConfirm(
  ctx: StackContext,
  email: string,
  passwordHash: string,
  userMetadata: Record<string, unknown>,
  redirectTo: string,
) {
  const otp = newOtp();
  const now = new Date().toISOString();
  const created = await ctx.db.transaction(async (tx) => {
    // A taken address costs the same work, its rows written and then undone (and the mail below
    // written, not sent): how long the answer takes does not tell whether the address is taken.
    const taken = Boolean(await findUserByEmail(tx, email));
    if (taken) await tx.query('savepoint signup_alike');
    const user = await insertUser(tx, {
      email: taken ? `${randomUUID()}@example.invalid` : email,
      passwordHash,
      userMetadata,
      appMetadata: { provider: 'email', providers: ['email'] },
      confirmed: false,
    });
    await insertIdentity(tx, {
      userId: user.id,
      provider: 'email',
      providerId: user.id,
      data: { sub: user.id, email, email_verified: false, phone_verified: false },
    });
    await tx.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1`,
      [user.id, tokenHash(email, otp)],
    );
    if (!taken) return user;
    await tx.query('rollback to savepoint signup_alike');
    return undefined;
  });
  const link = verifyLink(ctx.apiUrl, tokenHash(email, otp), 'signup', redirectTo);
  const mail = authMail(ctx, 'confirmation', email, {
    ConfirmationURL: link,
    Token: otp,
    Email: email,
    Data: userMetadata,
  });
  if (created) ctx.mailbox.send(mail);
  const stamp = isoTime(created?.created_at) ?? now;
  return {
    id: created?.id ?? randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: stamp,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: stamp,
    updated_at: stamp,
    is_anonymous: false,
  };
}
