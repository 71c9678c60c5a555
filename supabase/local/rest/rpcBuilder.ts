/**
 * `/rpc/<fn>`: picks the function by name and argument names (PostgREST's overload rule) and
 * calls it with named arguments read by Postgres from one JSON parameter
 * (`json_to_record($1) as _a(x integer, …)`), so each argument gets its declared type.
 */
import { RestError } from './errors';
import { closestName } from './paramText';
import type { Routine, SchemaSnapshot } from './schemaCatalog';
import { ident, qualified, type Params } from './sqlParams';

export function resolveRoutine(
  snapshot: SchemaSnapshot,
  name: string,
  argNames: string[],
  viaPost: boolean,
): Routine {
  const overloads = snapshot.routines.get(name) ?? [];
  const fits = overloads.filter(
    (r) =>
      argNames.every((a) => r.params.some((p) => p.name === a)) &&
      r.params.every((p) => p.hasDefault || argNames.includes(p.name)),
  );
  const exact = fits.filter((r) => r.params.length === argNames.length);
  const chosen = fits.length === 1 ? fits : exact;
  if (chosen.length === 1 && chosen[0]) return chosen[0];
  const fn = `${snapshot.schema}.${name}`;
  if (fits.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits
        .map((r) => `${fn}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const sorted = [...argNames].sort();
  const withParams = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  const suggestion = overloads.length
    ? `${name}(${[...(overloads[0]?.params ?? [])]
        .map((p) => p.name)
        .sort()
        .join(', ')})`
    : closestName(name.slice(0, 100), snapshot.routines.keys());
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${fn}${withParams}${viaPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    suggestion ? `Perhaps you meant to call the function ${snapshot.schema}.${suggestion}` : null,
  );
}

/**
 * A subquery yielding the call's result rows: the composite's columns, or one column `_f` for a
 * scalar (one row, or one per element of a set).
 */
export function callSource(
  schema: string,
  routine: Routine,
  argNames: string[],
  argsJson: string,
  params: Params,
): string {
  const used = routine.params.filter((p) => argNames.includes(p.name));
  const fn = qualified(schema, routine.name);
  let from: string;
  if (used.length === 0) {
    from = `${fn}() as _f`;
  } else {
    const json = params.add(argsJson, 'json');
    const definitions = used.map((p) => `${ident(p.name)} ${p.type}`).join(', ');
    const named = used.map((p) => `${ident(p.name)} := _a.${ident(p.name)}`).join(', ');
    from = `json_to_record(${json}) as _a(${definitions}), lateral ${fn}(${named}) as _f`;
  }
  return routine.returnKind === 'composite' ? `select _f.* from ${from}` : `select _f from ${from}`;
}
