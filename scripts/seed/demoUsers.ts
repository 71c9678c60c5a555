/**
 * The local demo accounts (never on a hosted project). Fixed ids so tests and sample rows can
 * refer to them. All share one password; its bcrypt hash uses a salt derived from the email so
 * seed.sql is identical on every run.
 */
import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { insertRows, literal, Raw } from './sql';

export const DEMO_PASSWORD = 'VetHub-demo-2026';

export const DEMO_USERS = {
  veteran: {
    id: '00000000-0000-4000-a000-000000000001',
    email: 'veteran@vethub.test',
    metadata: {
      first_name: 'Dana',
      last_name: 'Reyes',
      full_name: 'Dana Reyes',
      user_type: 'veteran',
    },
  },
  partner: {
    id: '00000000-0000-4000-a000-000000000002',
    email: 'partner@vethub.test',
    metadata: {
      first_name: 'Sam',
      last_name: 'Carter',
      full_name: 'Sam Carter',
      user_type: 'partner',
      company_name: 'Liberty Lawn Care',
    },
  },
  both: {
    id: '00000000-0000-4000-a000-000000000003',
    email: 'both@vethub.test',
    metadata: {
      first_name: 'Jordan',
      last_name: 'Lee',
      full_name: 'Jordan Lee',
      user_type: 'both',
    },
  },
  admin: {
    id: '00000000-0000-4000-a000-000000000004',
    email: 'admin@vethub.test',
    metadata: {
      first_name: 'Avery',
      last_name: 'Admin',
      full_name: 'Avery Admin',
      user_type: 'public',
    },
  },
  // Three more verified veterans, so the sample services carry reviews from several people.
  veteran2: {
    id: '00000000-0000-4000-a000-000000000005',
    email: 'veteran2@vethub.test',
    metadata: {
      first_name: 'Marcus',
      last_name: 'Bell',
      full_name: 'Marcus Bell',
      user_type: 'veteran',
    },
  },
  veteran3: {
    id: '00000000-0000-4000-a000-000000000006',
    email: 'veteran3@vethub.test',
    metadata: {
      first_name: 'Priya',
      last_name: 'Natarajan',
      full_name: 'Priya Natarajan',
      user_type: 'veteran',
    },
  },
  veteran4: {
    id: '00000000-0000-4000-a000-000000000007',
    email: 'veteran4@vethub.test',
    metadata: {
      first_name: 'Luis',
      last_name: 'Ortega',
      full_name: 'Luis Ortega',
      user_type: 'veteran',
    },
  },
} as const;

export type DemoUserKey = keyof typeof DEMO_USERS;

/** The demo accounts verified as veterans (as idme-verify would): the ones that may review. */
export const DEMO_VETERANS = ['veteran', 'veteran2', 'veteran3', 'veteran4'] as const;
export type DemoVeteran = (typeof DEMO_VETERANS)[number];

const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A valid bcrypt salt (cost 10) derived from a string, so the hash is reproducible. */
function fixedSalt(seed: string): string {
  const bytes = createHash('sha256').update(`vethub-demo-salt:${seed}`).digest();
  let chars = '';
  for (let i = 0; i < 22; i += 1) chars += BCRYPT_ALPHABET[(bytes[i] ?? 0) % 64];
  // The last of the 22 characters carries only 2 bits; bcrypt keeps one of these four.
  chars = chars.slice(0, 21) + '.Oeu'[(bytes[21] ?? 0) % 4];
  return `$2a$10$${chars}`;
}

export function demoUsersSql(): string {
  const users = Object.values(DEMO_USERS);
  const created = new Raw(`now() - interval '30 days'`);
  const authRows = users.map((u) => ({
    instance_id: '00000000-0000-0000-0000-000000000000',
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    encrypted_password: bcrypt.hashSync(DEMO_PASSWORD, fixedSalt(u.email)),
    email_confirmed_at: created,
    confirmation_token: '',
    recovery_token: '',
    raw_app_meta_data: new Raw(
      `${literal(JSON.stringify({ provider: 'email', providers: ['email'] }))}::jsonb`,
    ),
    raw_user_meta_data: new Raw(`${literal(JSON.stringify(u.metadata))}::jsonb`),
    created_at: created,
    updated_at: created,
  }));
  const identityRows = users.map((u) => ({
    id: u.id,
    user_id: u.id,
    provider: 'email',
    provider_id: u.id,
    identity_data: new Raw(
      `${literal(JSON.stringify({ sub: u.id, email: u.email, email_verified: true, phone_verified: false }))}::jsonb`,
    ),
    created_at: created,
    updated_at: created,
  }));
  return [
    '-- Demo accounts (local only). The sign-up trigger creates their profiles.',
    insertRows('auth.users', authRows),
    insertRows('auth.identities', identityRows),
    '-- What only the service role may set: the admin flag and a verified veteran.',
    `update public.profiles set account_type = 'admin' where id = ${literal(DEMO_USERS.admin.id)};`,
    `update public.profiles set verified_veteran = true, verified_at = now() - interval '29 days'
  where id in (${DEMO_VETERANS.map((key) => literal(DEMO_USERS[key].id)).join(', ')});`,
  ].join('\n\n');
}
