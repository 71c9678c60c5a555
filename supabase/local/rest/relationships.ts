/**
 * Resolves an embedded resource (`select=*,rel(*)`) to a foreign-key relationship the way
 * PostgREST does: by table name, constraint name or column, with `!hint` to disambiguate.
 * Many-to-one and one-to-one give an object; one-to-many gives an array.
 */
import { RestError } from './errors';
import { closestName } from './paramText';
import type { ForeignKey, SchemaSnapshot, Table } from './schemaCatalog';

export interface Relationship {
  target: Table;
  /** Pairs of (column on the parent, column on the target) that must be equal. */
  joins: [string, string][];
  toOne: boolean;
  constraint: string;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one';
}

function sameSet(a: string[], b: string[]) {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function candidates(snapshot: SchemaSnapshot, parent: Table, name: string): Relationship[] {
  const found: Relationship[] = [];
  const outgoing = (fk: ForeignKey) => {
    const target = snapshot.tables.get(fk.refTable);
    if (!target) return;
    const zipped = fk.columns.map((c, i): [string, string] => [c, fk.refColumns[i] ?? c]);
    found.push({
      target,
      joins: zipped,
      toOne: true,
      constraint: fk.name,
      cardinality: 'many-to-one',
    });
  };
  const incoming = (fk: ForeignKey) => {
    const target = snapshot.tables.get(fk.table);
    if (!target) return;
    const oneToOne = target.uniqueKeys.some((key) => sameSet(key, fk.columns));
    const zipped = fk.refColumns.map((c, i): [string, string] => [c, fk.columns[i] ?? c]);
    found.push({
      target,
      joins: zipped,
      toOne: oneToOne,
      constraint: fk.name,
      cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
    });
  };
  for (const fk of snapshot.foreignKeys) {
    const outgoingMatch =
      fk.table === parent.name &&
      (fk.refTable === name ||
        fk.name === name ||
        (fk.columns.length === 1 && fk.columns[0] === name));
    if (outgoingMatch) outgoing(fk);
    if (fk.refTable === parent.name && (fk.table === name || fk.name === name)) incoming(fk);
  }
  return found;
}

export function resolveRelationship(
  snapshot: SchemaSnapshot,
  parent: Table,
  name: string,
  hint?: string,
): Relationship {
  let found = candidates(snapshot, parent, name);
  if (hint !== undefined) {
    found = found.filter(
      (r) =>
        r.constraint === hint ||
        r.target.name === hint ||
        r.joins.some(([p, t]) => p === hint || t === hint),
    );
  }
  if (found.length === 1 && found[0]) return found[0];
  if (found.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      found.map((r) => `${r.cardinality} via ${r.constraint}`).join('; '),
      `Try changing '${name}' to one of the following: ${found
        .map((r) => `'${name}!${r.constraint}'`)
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  const suggestion = snapshot.tables.has(name)
    ? undefined
    : closestName(name.slice(0, 100), snapshot.tables.keys());
  throw new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent.name}' and '${name}'${
      hint ? ` using the hint '${hint}'` : ''
    } in the schema '${snapshot.schema}', but no matches were found.`,
    suggestion ? `Perhaps you meant '${suggestion}' instead of '${name}'.` : null,
  );
}
