/**
 * Every value a back-office call reads from its path, query or body is checked before it reaches
 * the database: texts refuse control characters (PostgreSQL cannot store a NUL) and integers stay
 * within PostgreSQL's `integer`. Walks each schema down to its strings and numbers.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { everyAdminEndpoint } from './openapi';

const INT_MAX = 2_147_483_647;

interface Leaf {
  where: string;
  kind: 'string' | 'number';
  schema: z.ZodType;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The string and number schemas inside `schema`, named by their path. */
function leaves(schema: z.ZodType, where: string, seen = new Set<z.ZodType>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: z.ZodType | null | undefined, at = where) =>
    child ? leaves(child, at, seen) : [];
  switch (def.type) {
    case 'string':
      return [{ where, kind: 'string', schema }];
    case 'number':
      return [{ where, kind: 'number', schema }];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        inner(child, `${where}.${key}`),
      );
    case 'array':
      return inner(def.element, `${where}[]`);
    case 'union':
      return (def.options ?? []).flatMap((option, i) => inner(option, `${where}|${i}`));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'record':
      return [...inner(def.keyType, `${where}{key}`), ...inner(def.valueType, `${where}{}`)];
    case 'tuple':
      return [
        ...(def.items ?? []).flatMap((item, i) => inner(item, `${where}[${i}]`)),
        ...inner(def.rest),
      ];
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner(def.getter?.());
    default:
      return inner(def.innerType);
  }
}

const inputs = everyAdminEndpoint.flatMap((endpoint) => {
  const name = `${endpoint.method} ${endpoint.path}`;
  return [
    ...leaves(endpoint.params, `${name} params`),
    ...leaves(endpoint.query, `${name} query`),
    ...(endpoint.body ? leaves(endpoint.body, `${name} body`) : []),
  ];
});

/** Path and query values arrive as text: a number there is read from its decimal string. */
function asSent(leaf: Leaf, value: number): number | string {
  return /\b(params|query)\b/.test(leaf.where) ? String(value) : value;
}

describe('back-office input', () => {
  it('finds the inputs of the calls', () => {
    expect(inputs.filter((leaf) => leaf.kind === 'string').length).toBeGreaterThan(100);
    expect(inputs.filter((leaf) => leaf.kind === 'number').length).toBeGreaterThan(50);
  });

  it('refuses a NUL in every text of every call', () => {
    const open = inputs
      .filter((leaf) => leaf.kind === 'string')
      .filter((leaf) => leaf.schema.safeParse('a\u0000b').success)
      .map((leaf) => leaf.where);
    expect(open).toEqual([]);
  });

  it("keeps every number of every call within PostgreSQL's integer", () => {
    const open = inputs
      .filter((leaf) => leaf.kind === 'number')
      .filter(
        (leaf) =>
          leaf.schema.safeParse(asSent(leaf, INT_MAX + 1)).success ||
          leaf.schema.safeParse(asSent(leaf, -INT_MAX - 2)).success,
      )
      .map((leaf) => leaf.where);
    expect(open).toEqual([]);
  });
});
