/**
 * Object bytes on disk: one file per object version under the store's folder (the stack's data
 * folder, or a temporary folder for an in-memory stack). Files are named by version id, never by
 * object name, so names cannot address the file system.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export class BlobStore {
  private constructor(
    readonly dir: string,
    private readonly temporary: boolean,
  ) {}

  static async open(dir: string | undefined): Promise<BlobStore> {
    if (!dir) return new BlobStore(await mkdtemp(path.join(tmpdir(), 'vethub-storage-')), true);
    await mkdir(dir, { recursive: true });
    return new BlobStore(dir, false);
  }

  private file(version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`bad object version ${version}`);
    return path.join(this.dir, version);
  }

  write(version: string, bytes: Uint8Array) {
    return writeFile(this.file(version), bytes);
  }

  /** The bytes, or null when the file is missing (a row without its file). */
  async read(version: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(version));
    } catch {
      return null;
    }
  }

  copy(from: string, to: string) {
    return copyFile(this.file(from), this.file(to));
  }

  async remove(versions: (string | null | undefined)[]) {
    await Promise.all(
      versions.filter((v): v is string => !!v).map((v) => unlink(this.file(v)).catch(() => {})),
    );
  }

  async close() {
    if (this.temporary) await rm(this.dir, { recursive: true, force: true });
  }
}
