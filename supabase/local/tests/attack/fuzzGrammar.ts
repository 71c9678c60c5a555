/**
 * A grammar-aware generator of PostgREST requests for the fuzzer: mostly well-formed requests
 * over the real tables, columns and functions (so they reach the query builders and the
 * database), with one part at a time made wrong — an unknown operator, a broken embed, a body of
 * the wrong shape, a header nobody expects. Seeded, so a failure is replayed from its seed.
 */

interface Field {
  name: string;
  format: string;
  type: string;
}

export interface Schema {
  tables: Map<string, Field[]>;
  /** RPC names with their named arguments. */
  functions: Map<string, Field[]>;
}

type Properties = Record<string, { format: string; type: string }>;
const fields = (p: Properties | undefined): Field[] =>
  Object.entries(p ?? {}).map(([name, f]) => ({ name, ...f }));

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** mulberry32: small, fast and the same on every machine. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  // Half the requests are well-formed (their checks and queries must run); the rest mess up.
  const state = { messy: true };
  const mess = (p: number) => chance(state.messy ? p : 0);
  return { next, int, pick, chance, mess, state };
}

type Rng = ReturnType<typeof random>;

/** Reads the service role's OpenAPI root: tables with their columns, and the RPC names. */
export function schemaFromOpenApi(doc: {
  paths?: Record<string, { post?: { parameters?: { schema?: { properties?: Properties } }[] } }>;
  definitions?: Record<string, { properties?: Properties }>;
}): Schema {
  // Sorted, so one seed means the same requests on PGlite and on PostgreSQL.
  const byName = <T>(entries: [string, T][]) => entries.sort(([a], [b]) => a.localeCompare(b));
  const tables = new Map(
    byName(Object.entries(doc.definitions ?? {})).map(([table, def]) => [
      table,
      fields(def.properties),
    ]),
  );
  const functions = new Map(
    byName(Object.entries(doc.paths ?? {}))
      .filter(([path]) => path.startsWith('/rpc/'))
      .map(([path, item]) => [
        path.slice(5),
        fields(item.post?.parameters?.[0]?.schema?.properties),
      ]),
  );
  return { tables, functions };
}

// prettier-ignore
const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is',
  'isdistinct', 'fts', 'plfts', 'phfts', 'wfts', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl',
  'adj', 'not.eq', 'not.in', 'not.is', 'eq(any)', 'like(all)', 'gt(any)', 'zz', '', 'eq.eq',
] as const;

// prettier-ignore
const STRANGE = [
  '', ' ', 'null', 'true', 'NULL', 'unknown', '0', '-1', '1e309', 'NaN', '9'.repeat(40), "'", '"',
  '\\', '%', '_', '*', '(', ')', ',', '.', ':', '{}', '[]', '{a,b}', '("a","b")', '\u0000',
  '\u202e', 'é', '𝕍', '<script>', '../', '%00', "'; drop table services; --", '2026-13-45',
  '2026-11-24T10:00:00Z', '[1,5)', 'a'.repeat(300), '00000000-0000-0000-0000-000000000000',
];

/** Regex values without back-references: PostgreSQL runs those in linear time. */
// prettier-ignore
const PATTERNS = [
  '^a', 'an$', '(ar|my)', '.*', '[[:digit:]]+', '[a-z]{2,3}', '(', '[z-a]', 'a{1000}', '(.*)(.*)',
];

function scalar(rng: Rng, format = 'text'): string {
  if (rng.mess(0.35)) return rng.pick(STRANGE);
  if (/int|numeric|real|double/.test(format)) return String(rng.int(2000) - 100);
  if (format === 'boolean') return rng.pick(['true', 'false', 't', 'yes']);
  if (format === 'uuid')
    return `00000000-0000-4000-a000-${String(rng.int(1e12)).padStart(12, '0')}`;
  if (/timestamp|date/.test(format)) return new Date(1.79e12 - rng.int(1e10)).toISOString();
  return rng.pick(['army', 'Navy', 'lawn', 'a', 'VA', 'Texas', 'TX', '78701', 'Stories', 'free']);
}

function filterValue(rng: Rng, op: string, format: string): string {
  if (op === 'in' || op === 'not.in')
    return `(${Array.from({ length: rng.int(4) }, () => scalar(rng, format)).join(',')})`;
  if (op === 'is' || op === 'not.is') return rng.pick(['null', 'true', 'false', 'unknown', 'x']);
  if (op === 'match' || op === 'imatch') return rng.pick(PATTERNS);
  if (op.includes('(any)') || op.includes('(all)'))
    return `{${scalar(rng, format)},${scalar(rng, format)}}`;
  if (/^(cs|cd|ov)$/.test(op)) return rng.pick(['{a,b}', '["x"]', '{"k":1}', '[1,2]', '{']);
  if (/fts$/.test(op)) return rng.pick(['army', 'army & navy', "'x':*", '!!', '(english).war']);
  if (op === 'like' || op === 'ilike') return rng.pick(['*a*', 'a%', '%%%%', '*', '_a_']);
  return scalar(rng, format);
}

const PLAIN_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'is', 'not.eq'];
const TEXT_OPERATORS = [...PLAIN_OPERATORS, 'like', 'ilike', 'match', 'imatch', 'fts', 'eq(any)'];

function operator(rng: Rng, format: string): string {
  if (rng.mess(0.5)) return rng.pick(OPERATORS);
  return rng.pick(/text|character/.test(format) ? TEXT_OPERATORS : PLAIN_OPERATORS);
}

function column(rng: Rng, schema: Schema, table: string) {
  const columns = schema.tables.get(table) ?? [];
  if (!columns.length || rng.mess(0.08))
    return { name: rng.pick(['nope', 'id;', 'a b', 'x->y', 'data->>key', '"q"']), format: 'text' };
  const c = rng.pick(columns);
  const json = c.format.startsWith('json') && rng.chance(0.5);
  return { name: json ? `${c.name}->>${rng.pick(['k', '0', 'a b'])}` : c.name, format: c.format };
}

function selectList(rng: Rng, schema: Schema, table: string, depth: number): string {
  const parts: string[] = [];
  for (let i = 0, n = 1 + rng.int(4); i < n; i++) {
    const roll = rng.next();
    if (roll < 0.15) parts.push('*');
    else if (roll < 0.25 && depth < 4 && rng.mess(1)) {
      const other = rng.pick([...schema.tables.keys()]);
      const hint = rng.pick(['', '', '!inner', '!left', `!${other}_id_fkey`, '!nope']);
      const inner = selectList(rng, schema, other, depth + 1);
      parts.push(`${rng.chance(0.2) ? '...' : ''}${other}${hint}(${inner})`);
    } else if (roll < 0.3 && rng.mess(1))
      parts.push(rng.pick(['count()', 'id.count()', 'x:id', 'id::text', 'id::nope']));
    else if (roll < 0.33 && rng.mess(1))
      parts.push(rng.pick(['(', ')', ',,', 'a(b(c(', '!', 'x:', '*(*)']));
    else {
      const c = column(rng, schema, table);
      parts.push(rng.chance(0.2) ? `alias_${i}:${c.name}` : c.name);
    }
  }
  return parts.join(',');
}

function logicTree(rng: Rng, schema: Schema, table: string, depth = 0): string {
  const items = Array.from({ length: 1 + rng.int(3) }, () => {
    if (depth < 2 && rng.chance(0.2))
      return `${rng.pick(['or', 'and', 'not.or'])}${logicTree(rng, schema, table, depth + 1)}`;
    const c = column(rng, schema, table);
    const op = operator(rng, c.format);
    return `${c.name}.${op}.${filterValue(rng, op, c.format)}`;
  });
  return `(${items.join(',')})`;
}

function query(rng: Rng, schema: Schema, table: string, write: boolean): URLSearchParams {
  const q = new URLSearchParams();
  if (rng.chance(0.7)) q.set('select', selectList(rng, schema, table, 1));
  for (let i = 0, n = rng.int(4); i < n; i++) {
    const c = column(rng, schema, table);
    const op = operator(rng, c.format);
    q.append(c.name, `${op}.${filterValue(rng, op, c.format)}`);
  }
  if (rng.chance(0.2)) q.set(rng.pick(['or', 'and', 'not.and']), logicTree(rng, schema, table));
  if (rng.chance(0.3)) {
    const c = column(rng, schema, table);
    q.set(
      'order',
      `${c.name}.${rng.mess(0.2) ? 'up' : rng.pick(['asc', 'desc', 'desc.nullslast', 'asc.nullsfirst'])}`,
    );
  }
  if (rng.chance(0.6))
    q.set(
      'limit',
      rng.mess(0.5)
        ? rng.pick(['-5', 'x', '1e3', '99999999999'])
        : rng.pick(['1', '10', '100', '0']),
    );
  if (rng.chance(0.2))
    q.set('offset', rng.mess(0.5) ? rng.pick(['-1', 'x']) : rng.pick(['0', '10', '100000']));
  if (write && rng.chance(0.3))
    q.set(
      'columns',
      Array.from({ length: 1 + rng.int(3) }, () => column(rng, schema, table).name).join(','),
    );
  if (write && rng.chance(0.15)) q.set('on_conflict', column(rng, schema, table).name);
  if (rng.mess(0.05)) q.set(rng.pick(['select', 'limit', '']), rng.pick(STRANGE));
  return q;
}

function value(rng: Rng, format: string): unknown {
  const roll = rng.next();
  return roll < 0.5
    ? scalar(rng, format)
    : roll < 0.6
      ? null
      : roll < 0.7
        ? rng.int(1e6)
        : roll < 0.8
          ? { nested: [1, 'two', { three: true }] }
          : roll < 0.9
            ? [scalar(rng), scalar(rng)]
            : 'x'.repeat(rng.int(70_000));
}

/** Arguments for an RPC: mostly its own names with values of roughly the right type. */
function args(rng: Rng, params: Field[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of params) {
    if (rng.chance(0.85))
      out[p.name] = rng.chance(0.6) ? scalar(rng, p.format) : value(rng, p.format);
  }
  if (rng.chance(0.1)) out[rng.pick(['extra', '', 'id'])] = scalar(rng);
  return out;
}

function row(rng: Rng, schema: Schema, table: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0, n = 1 + rng.int(5); i < n; i++) {
    const c = column(rng, schema, table);
    out[c.name] = value(rng, c.format);
  }
  return out;
}

function body(rng: Rng, schema: Schema, table: string): { text: string; type: string } {
  const roll = rng.next();
  if (roll < 0.55)
    return { text: JSON.stringify(row(rng, schema, table)), type: 'application/json' };
  if (roll < 0.75) {
    const rows = Array.from({ length: 1 + rng.int(20) }, () => row(rng, schema, table));
    return { text: JSON.stringify(rows), type: 'application/json' };
  }
  if (roll < 0.82) return { text: 'id,name\n1,"a\n2,b,c', type: 'text/csv' };
  return {
    text: rng.pick([
      '',
      '{',
      '[',
      'null',
      '1',
      '"x"',
      '[1,2]',
      '{"a":',
      '[[]]',
      '{}',
      '[{}]',
      '\u0000',
    ]),
    type: rng.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded', '']),
  };
}

// prettier-ignore
const PREFER = [
  'return=representation', 'return=minimal', 'return=headers-only', 'count=exact',
  'count=planned', 'count=estimated', 'resolution=merge-duplicates',
  'resolution=ignore-duplicates', 'missing=default', 'handling=strict', 'max-affected=1',
  'nonsense', '=', 'count=',
];
// prettier-ignore
const ACCEPT = [
  'application/json', '*/*', 'text/csv', 'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.plan+json', 'application/geo+json', 'application/openapi+json',
  'text/html', 'application/json;q=0.1, text/csv', '',
];

/** One request; `keys` are the Authorization bearers it may use (anon, signed in, forged…). */
export function nextRequest(
  rng: Rng,
  schema: Schema,
  keys: { anon: string; bearers: string[]; forged: string[]; service: string },
): FuzzRequest {
  rng.state.messy = rng.chance(0.5);
  const tables = [...schema.tables.keys()];
  const rpc = rng.chance(0.15) && schema.functions.size > 0;
  const fn = rpc ? rng.pick([...schema.functions.keys()]) : '';
  const target = rpc
    ? `rpc/${fn}`
    : rng.chance(0.03)
      ? rng.pick(['nope', 'services/1', '%2e%2e', 'pg_catalog.pg_user', 'rpc/', ''])
      : rng.pick(tables);
  const table = target.startsWith('rpc/') ? rng.pick(tables) : target;
  const method = rng.pick(
    rpc
      ? ['POST', 'POST', 'GET', 'HEAD']
      : [
          'GET',
          'GET',
          'GET',
          'HEAD',
          'POST',
          'PATCH',
          'DELETE',
          ...(rng.state.messy ? ['PUT', 'OPTIONS'] : []),
        ],
  );
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const reads = method === 'GET' || method === 'HEAD';
  const bearer =
    reads && rng.chance(0.1)
      ? keys.service
      : rng.chance(0.1)
        ? rng.pick(keys.forged)
        : rng.pick(keys.bearers);
  // The fuzzer never keeps anything: every request asks to be rolled back (first one wins).
  const prefer = ['tx=rollback', ...Array.from({ length: rng.int(3) }, () => rng.pick(PREFER))];
  const headers: Record<string, string> = {
    apikey: keys.anon,
    authorization: `Bearer ${bearer}`,
    prefer: prefer.join(', '),
  };
  if (rng.mess(0.3)) headers.accept = rng.pick(ACCEPT);
  if (rng.mess(0.15)) headers.range = rng.pick(['0-9', '5-', '10-2', 'x', '0-99999999999']);
  if (rng.mess(0.05))
    headers[rng.pick(['accept-profile', 'content-profile'])] = rng.pick(['public', 'auth', 'x']);
  const q = query(rng, schema, table, write);
  let text: string | undefined;
  if (write || (rpc && method === 'POST')) {
    const b =
      rpc && rng.chance(0.7)
        ? {
            text: JSON.stringify(args(rng, schema.functions.get(fn) ?? [])),
            type: 'application/json',
          }
        : body(rng, schema, table);
    text = b.text;
    if (b.type) headers['content-type'] = b.type;
  }
  const search = q.toString();
  return { method, path: `/rest/v1/${target}${search ? `?${search}` : ''}`, headers, body: text };
}
