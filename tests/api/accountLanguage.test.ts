/**
 * Issue 35: the account keeps the language its person reads VetHub in. Sign-up takes it from the
 * metadata the app sends, only 'es' or 'en'; the person changes their own; nobody else can.
 */
import { describe, expect, it } from 'vitest';
import { signUp } from '../../supabase/local/tests/support/authHelpers';
import { uniqueEmail } from '../../supabase/local/tests/support/clients';

async function languageOf(client: Awaited<ReturnType<typeof signUp>>['client'], id: string) {
  const { data, error } = await client.from('profiles').select('language').eq('id', id).single();
  expect(error).toBeNull();
  return data?.language;
}

describe('the account’s language', () => {
  it('is what the app sent at sign-up, and English otherwise', async () => {
    const spanish = await signUp(uniqueEmail('lang-es'), { firstName: 'Ana', language: 'es' });
    expect(await languageOf(spanish.client, spanish.user.id)).toBe('es');
    const plain = await signUp(uniqueEmail('lang-none'), { firstName: 'Pat' });
    expect(await languageOf(plain.client, plain.user.id)).toBe('en');
    // Metadata is the client's to write: anything but 'es' is English, and sign-up still works.
    for (const forged of ['fr', 'es'.repeat(3000), { nested: 'es' }, 7]) {
      const odd = await signUp(uniqueEmail('lang-odd'), { firstName: 'Lee', language: forged });
      expect(await languageOf(odd.client, odd.user.id)).toBe('en');
    }
  });

  it('is changed by its person only, and only to a language VetHub writes', async () => {
    const me = await signUp(uniqueEmail('lang-me'), { firstName: 'Sam' });
    const other = await signUp(uniqueEmail('lang-other'), { firstName: 'Kim' });
    const mine = await me.client
      .from('profiles')
      .update({ language: 'es' })
      .eq('id', me.user.id)
      .select('language');
    expect(mine.data).toEqual([{ language: 'es' }]);
    const forged = await me.client.from('profiles').update({ language: 'fr' }).eq('id', me.user.id);
    expect(forged.error?.code).toBe('23514');
    // Another person's row is not theirs to see or change: nothing is updated.
    const theirs = await me.client
      .from('profiles')
      .update({ language: 'es' })
      .eq('id', other.user.id)
      .select('id');
    expect(theirs.data).toEqual([]);
    expect(await languageOf(other.client, other.user.id)).toBe('en');
  });
});
