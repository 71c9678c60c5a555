/**
 * PostgREST's root: an OpenAPI 2.0 description of the exposed tables and RPCs. Only the service
 * role gets the definitions (hosted Supabase no longer shows the schema to the anon key), so a
 * visitor learns nothing about tables it cannot read; tools and the attack suite's fuzzer use it.
 */
import type { SchemaSnapshot } from './schemaCatalog';

interface Property {
  format: string;
  type: string;
}

const JSON_TYPES: [RegExp, string][] = [
  [/^(smallint|integer|bigint)$/, 'integer'],
  [/^(numeric|real|double precision)/, 'number'],
  [/^boolean$/, 'boolean'],
  [/\[\]$/, 'array'],
  [/^jsonb?$/, 'object'],
];

function property(type: string): Property {
  return { format: type, type: JSON_TYPES.find(([re]) => re.test(type))?.[1] ?? 'string' };
}

export function openApi(snapshot: SchemaSnapshot | undefined) {
  const description = {
    swagger: '2.0',
    info: { title: 'VetHub local stack (PostgREST subset)', version: '12' },
    basePath: '/',
    consumes: ['application/json'],
    produces: ['application/json'],
  };
  if (!snapshot) return description;
  const tables = [...snapshot.tables.values()];
  return {
    ...description,
    paths: Object.fromEntries([
      ['/', {}],
      ...tables.map((t) => [`/${t.name}`, {}]),
      ...[...snapshot.routines].map(([name, overloads]) => [
        `/rpc/${name}`,
        {
          post: {
            parameters: [
              {
                in: 'body',
                name: 'args',
                required: true,
                schema: {
                  type: 'object',
                  properties: Object.fromEntries(
                    overloads.flatMap((r) => r.params).map((p) => [p.name, property(p.type)]),
                  ),
                },
              },
            ],
          },
        },
      ]),
    ]),
    definitions: Object.fromEntries(
      tables.map((t) => [
        t.name,
        {
          type: 'object',
          required: t.columns.filter((c) => c.notNull && !c.hasDefault).map((c) => c.name),
          properties: Object.fromEntries(t.columns.map((c) => [c.name, property(c.type)])),
        },
      ]),
    ),
  };
}
