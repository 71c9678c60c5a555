/**
 * PostgREST's vertical filtering grammar (`select=`): `*`, `col`, `alias:col`, `col::type`,
 * `data->a->>b`, embedded resources `rel(…)`, `alias:rel!hint!inner(…)`, nested up to 16 deep.
 * A small recursive-descent parser: anything it does not expect is a PGRST100 error.
 */
import { MAX_EMBED_DEPTH, MAX_EMBEDS } from '../config';
import { parseError, RestError } from './errors';
import type { JsonStep } from './filterParser';

export interface StarItem {
  kind: 'star';
}

export interface FieldItem {
  kind: 'field';
  name: string;
  path: JsonStep[];
  alias?: string;
  cast?: string;
}

export interface EmbedItem {
  kind: 'embed';
  name: string;
  alias?: string;
  /** `!fk_name` or `!column` to pick one of several relationships. */
  hint?: string;
  inner: boolean;
  select: SelectItem[];
}

export type SelectItem = StarItem | FieldItem | EmbedItem;

const BARE = /[A-Za-z0-9_$\u00C0-\uFFFF]/;

class Scanner {
  pos = 0;
  embeds = 0;
  constructor(readonly text: string) {}

  peek(n = 1) {
    return this.text.slice(this.pos, this.pos + n);
  }

  eat(token: string): boolean {
    if (this.peek(token.length) !== token) return false;
    this.pos += token.length;
    return true;
  }

  fail(expecting: string): never {
    const found = this.pos < this.text.length ? `"${this.text[this.pos]}"` : 'end of input';
    throw parseError(
      'select parameter',
      this.text,
      this.pos,
      `unexpected ${found} expecting ${expecting}`,
    );
  }

  /** A bare word or a double-quoted name (`""` inside quotes is a literal quote). */
  name(expecting = 'field name (* or [a..z0..9_$])'): string {
    if (this.eat('"')) {
      let out = '';
      for (;;) {
        if (this.pos >= this.text.length) this.fail('closing quote');
        const ch = this.text[this.pos++];
        if (ch === '"') {
          if (!this.eat('"')) return out;
          out += '"';
        } else if (ch === '\\' && this.pos < this.text.length) out += this.text[this.pos++];
        else out += ch;
      }
    }
    const start = this.pos;
    while (this.pos < this.text.length && BARE.test(this.text[this.pos] ?? '')) this.pos += 1;
    if (this.pos === start) this.fail(expecting);
    return this.text.slice(start, this.pos);
  }
}

export function parseSelect(text: string): SelectItem[] {
  const scanner = new Scanner(text);
  if (text === '') return [];
  const items = parseList(scanner, 0);
  if (scanner.pos < text.length) scanner.fail('"," or end of input');
  return items;
}

function parseList(s: Scanner, depth: number): SelectItem[] {
  if (depth > 16) s.fail('less nesting');
  const items: SelectItem[] = [];
  do {
    if (depth > 0 && s.peek() === ')') break;
    items.push(parseItem(s, depth));
  } while (s.eat(','));
  return items;
}

function parseItem(s: Scanner, depth: number): SelectItem {
  if (s.eat('*')) return { kind: 'star' };
  if (s.peek(3) === '...') s.fail('a field (spread embedding is not supported here)');
  let name = s.name();
  let alias: string | undefined;
  if (s.peek() === ':' && s.peek(2) !== '::') {
    s.pos += 1;
    alias = name;
    name = s.name();
  }
  if (s.peek() === '!' || s.peek() === '(') return parseEmbed(s, name, alias, depth);
  const path: JsonStep[] = [];
  while (s.peek(2) === '->') {
    const arrow = s.eat('->>') ? '->>' : (s.eat('->'), '->');
    const negative = s.eat('-') ? '-' : '';
    path.push({ arrow, key: negative + s.name('a JSON key') });
  }
  let cast: string | undefined;
  if (s.eat('::')) {
    const start = s.pos;
    while (/[A-Za-z0-9_ ]/.test(s.peek()) && s.peek() !== '') s.pos += 1;
    s.eat('[]');
    cast = s.text.slice(start, s.pos).trim();
    if (!cast) s.fail('a type name');
  }
  if (s.peek() === '.') s.fail('"," (aggregate functions are not enabled)');
  return { kind: 'field', name, path, alias, cast };
}

function parseEmbed(s: Scanner, name: string, alias: string | undefined, depth: number): EmbedItem {
  let hint: string | undefined;
  let inner = false;
  while (s.eat('!')) {
    const word = s.name('an embedding hint');
    if (word === 'inner') inner = true;
    else if (word !== 'left') hint = word;
  }
  if (!s.eat('(')) s.fail('"("');
  if (depth + 1 > MAX_EMBED_DEPTH) {
    throw new RestError(
      400,
      'PGRST100',
      `Embedded resources are nested more than ${MAX_EMBED_DEPTH} levels deep`,
      `'${name}' is embedded at level ${depth + 1}.`,
      'Request the deeper resources in a separate request.',
    );
  }
  s.embeds += 1;
  if (s.embeds > MAX_EMBEDS) {
    throw new RestError(
      400,
      'PGRST100',
      `More than ${MAX_EMBEDS} embedded resources in one request`,
      `'${name}' is embedded resource number ${s.embeds}.`,
      'Request the other resources in a separate request.',
    );
  }
  const select = parseList(s, depth + 1);
  if (!s.eat(')')) s.fail('"," or ")"');
  return { kind: 'embed', name, alias, hint, inner, select };
}

/** The JSON key a field is returned under: its alias, else the last JSON key, else its name. */
export function outputName(item: FieldItem): string {
  return item.alias ?? item.path.at(-1)?.key ?? item.name;
}
