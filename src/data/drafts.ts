/**
 * Form drafts scoped to their owner (decision 17): a draft typed by one account, or by a guest,
 * is never restored into another person's form on the same device.
 */
import * as formDraft from '../lib/formDraft';
import { currentOwner } from './deviceOwner';

const scoped = (key: string) => `${currentOwner()}.${key}`;

export function readDraft<T>(key: string, parse: (value: unknown) => T | null): T | null {
  return formDraft.readDraft(scoped(key), parse);
}

export function writeDraft(key: string, value: unknown): void {
  formDraft.writeDraft(scoped(key), value);
}

export function clearDraft(key: string): void {
  formDraft.clearDraft(scoped(key));
}
