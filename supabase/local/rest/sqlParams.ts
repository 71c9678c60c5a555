/**
 * The only two ways client text reaches SQL: as a bound parameter ($n) or as an identifier
 * quoted by pg's escapeIdentifier after the schema cache confirmed it exists.
 */
import pg from 'pg';

export class Params {
  readonly values: unknown[] = [];

  /** Binds a value and returns its placeholder; `cast` is a type written by the server. */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    const placeholder = `$${this.values.length}`;
    return cast ? `${placeholder}::${cast}` : placeholder;
  }
}

export function ident(name: string): string {
  return pg.escapeIdentifier(name);
}

/** `"public"."books"` */
export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** Hands out table aliases `_0`, `_1`, … so client names never become aliases. */
export class AliasCounter {
  private next = 0;

  take(): string {
    const alias = `_${this.next}`;
    this.next += 1;
    return alias;
  }
}
