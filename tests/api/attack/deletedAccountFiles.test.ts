/**
 * Issue 37, finding 10: deleting an account removed the files directly in the person's storage
 * folder and left those in its sub-folders, still public. Storage lists one level at a time, so
 * the walk must go down every folder.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ANON_KEY } from '../../../supabase/local/config';
import { signUp } from '../../../supabase/local/tests/support/authHelpers';
import { apiUrl, serviceClient, uniqueEmail } from '../../../supabase/local/tests/support/clients';

const BUCKET = 'listing-images';

it('removes the pictures in every sub-folder of the person’s folder, and nobody else’s', async () => {
  const me = await signUp(uniqueEmail('nested-files'), {
    firstName: 'Casey',
    lastName: 'Nguyen',
    accountType: 'both',
    companyName: 'Nguyen Trucking',
  });
  const other = await signUp(uniqueEmail('nested-bystander'));
  const mine = [
    `${me.user.id}/${randomUUID()}.webp`,
    `${me.user.id}/drafts/${randomUUID()}.webp`,
    `${me.user.id}/drafts/old/${randomUUID()}.webp`,
  ];
  const theirs = `${other.user.id}/drafts/${randomUUID()}.webp`;
  const picture = () => new Blob(['RIFF'], { type: 'image/webp' });
  for (const name of mine) {
    const uploaded = await me.client.storage
      .from(BUCKET)
      .upload(name, picture(), { contentType: 'image/webp' });
    expect(uploaded.error, name).toBeNull();
  }
  const kept = await other.client.storage
    .from(BUCKET)
    .upload(theirs, picture(), { contentType: 'image/webp' });
  expect(kept.error).toBeNull();
  const address = (name: string) =>
    me.client.storage.from(BUCKET).getPublicUrl(name).data.publicUrl;
  for (const name of mine) expect((await fetch(address(name))).status, name).toBe(200);

  const answer = await fetch(`${apiUrl()}/functions/v1/delete-account`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${me.session.access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ confirm: 'delete my account' }),
  });
  expect(answer.status).toBe(200);

  for (const name of mine) {
    expect((await fetch(address(name))).status, name).toBeGreaterThanOrEqual(400);
  }
  const service = serviceClient();
  for (const folder of [me.user.id, `${me.user.id}/drafts`, `${me.user.id}/drafts/old`]) {
    expect((await service.storage.from(BUCKET).list(folder)).data, folder).toEqual([]);
  }
  expect((await fetch(address(theirs))).status).toBe(200);
});
