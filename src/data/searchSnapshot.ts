/**
 * The site search index saved beside the mirror it was built from, so the next visit resumes
 * it and indexes only what changed instead of every row again. A snapshot belongs to one build:
 * another build may shape documents differently, so it starts over once.
 */
import { localDb, type VetHubDb } from './localDb';

const KEY = 'searchIndex';

interface StoredSnapshot {
  build: string;
  text: string;
}

export async function readSearchSnapshot(
  build: string,
  db: VetHubDb = localDb,
): Promise<string | null> {
  const entry = await db.meta.get(KEY);
  const stored = entry?.value as StoredSnapshot | undefined;
  return stored?.build === build ? stored.text : null;
}

export async function writeSearchSnapshot(
  build: string,
  text: string,
  db: VetHubDb = localDb,
): Promise<void> {
  await db.meta.put({ key: KEY, value: { build, text } satisfies StoredSnapshot });
}
