/**
 * Listing pictures on this device and on the server: pictures chosen in a form wait here (a
 * draft survives a reload), the outbox uploads them with their row, and pages show them by their
 * public address, which the service worker keeps for offline visits.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { LISTING_IMAGE_BUCKET } from '../lib/listingImage';
import { localDb, type ImageDraft, type OutboxAttachment, type VetHubDb } from './localDb';
import { supabaseUrl } from './config';

export function listingImageUrl(path: string): string {
  // As storage-js's getPublicUrl spells it, without the client: a list page showing cards would
  // otherwise load and start supabase-js (about 50 KB) before its first render.
  const storage = new URL(
    'storage/v1',
    supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`,
  );
  return encodeURI(
    `${storage.href}/object/public/${LISTING_IMAGE_BUCKET}/${path.replace(/^\/+/, '')}`,
  );
}

export function keepImageDraft(draft: ImageDraft, db: VetHubDb = localDb): Promise<string> {
  return db.imageDrafts.put(draft);
}

export function dropImageDraft(path: string, db: VetHubDb = localDb): Promise<void> {
  return db.imageDrafts.delete(path);
}

/** The upload that goes with a posting, if its picture was chosen on this device. */
export async function attachmentFor(
  path: string | null,
  db: VetHubDb = localDb,
): Promise<OutboxAttachment | undefined> {
  if (!path) return undefined;
  const draft = await db.imageDrafts.get(path);
  if (!draft) return undefined;
  return { bucket: LISTING_IMAGE_BUCKET, path, type: draft.type, bytes: draft.bytes };
}

/** The picture's bytes if they are still only on this device: chosen, or queued to send. */
async function localBytes(path: string): Promise<{ bytes: ArrayBuffer; type: string } | null> {
  const draft = await localDb.imageDrafts.get(path);
  if (draft) return draft;
  const queued = await localDb.outbox.filter((entry) => entry.attachment?.path === path).first();
  return queued?.attachment ?? null;
}

/**
 * Where a form shows its picture from: the chosen file while it is only on this device, else
 * the server's copy. Null while the device is still being asked.
 */
export function useListingImageSrc(path: string | null): string | null {
  // Each answer names its path: when the path changes, the live query gives the previous path's
  // answer until the device has been asked, and "not on this device" for a picture just chosen
  // would send its address to the server before it is there (a 404, or a failure offline).
  const local = useLiveQuery(
    async () => (path ? { path, bytes: await localBytes(path) } : null),
    [path],
  );
  const answered = path !== null && local?.path === path;
  const draft = answered ? local.bytes : null;
  const blobUrl = useMemo(
    () => (draft ? URL.createObjectURL(new Blob([draft.bytes], { type: draft.type })) : null),
    [draft],
  );
  useEffect(() => () => (blobUrl ? URL.revokeObjectURL(blobUrl) : undefined), [blobUrl]);
  if (!path || !answered) return null;
  return blobUrl ?? listingImageUrl(path);
}
