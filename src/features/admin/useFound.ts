import { useState, type FormEvent } from 'react';
import { t } from './words';

export interface Found<T> {
  rows: T[] | null;
  error: string | null;
  message: string;
  run: (event?: FormEvent) => Promise<void>;
  /** Announces an action's result and searches again, so the list shows what changed. */
  done: (message: string) => void;
}

/** A console search: the rows of the last search, its error and the last action's result. */
export function useFound<T>(find: () => Promise<T[]>): Found<T> {
  const [rows, setRows] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  async function run(event?: FormEvent) {
    event?.preventDefault();
    setError(null);
    try {
      setRows(await find());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('admin.search.failed'));
    }
  }
  const done = (text: string) => {
    setMessage(text);
    void run();
  };
  return { rows, error, message, run, done };
}
