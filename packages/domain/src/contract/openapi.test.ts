import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGES } from '../navigation';
import { noParams } from './common';
import { defineEndpoint, pathParamNames } from './endpoint';
import { endpoints } from './endpoints';
import { customer } from './entities';
import { buildOpenApiDocument, renderOpenApiDocument } from './openapi';

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: Record<string, unknown>;
}

interface Operation {
  operationId: string;
  tags: string[];
  security?: unknown[];
  parameters: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content: { 'application/json': { schema: Schema } } }>;
}

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  [key: string]: unknown;
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
  };
  tags: { name: string }[];
}

const doc = buildOpenApiDocument() as unknown as Document;

function operation(name: keyof typeof endpoints): Operation {
  const endpoint = endpoints[name];
  const found = doc.paths[`/api/{lang}/${endpoint.path}`]?.[endpoint.method.toLowerCase()];
  if (!found) throw new Error(`no operation for ${name}`);
  return found;
}

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refs(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refs(item, found);
    }
  }
  return found;
}

const exampleBase = {
  tag: 'customer',
  auth: 'none',
  summary: 'Example',
  params: noParams,
  query: z.object({}),
  errors: {},
} as const;

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every endpoint once under /api/{lang}/ with its method', () => {
    const operationIds = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(operationIds.sort()).toEqual(Object.keys(endpoints).sort());
    for (const name of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
      expect(operation(name).operationId).toBe(name);
      expect(operation(name).tags).toEqual([endpoints[name].tag]);
    }
  });

  it('takes the language as a path parameter limited to the eight shop languages', () => {
    expect(doc.components.parameters.lang?.schema).toEqual({
      type: 'string',
      enum: [...LANGUAGES],
    });
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        expect(op.parameters[0]).toEqual({ $ref: '#/components/parameters/lang' });
      }
    }
  });

  it('describes every placeholder of a path as a required path parameter', () => {
    for (const name of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
      const pathParams = operation(name).parameters.filter((p) => p.in === 'path');
      expect(pathParams.map((p) => p.name)).toEqual(pathParamNames(endpoints[name].path));
      expect(pathParams.every((p) => p.required === true)).toBe(true);
    }
  });

  it('describes query parameters as the client sends them, with their bounds', () => {
    const [, date, lookahead] = operation('tourOverview').parameters;
    expect(date).toMatchObject({ name: 'date', in: 'query', required: true });
    expect(lookahead).toEqual({
      name: 'lookahead',
      in: 'query',
      required: true,
      description: 'Days after `date` to include (0–31)',
      schema: { type: 'integer', minimum: 0, maximum: 31 },
    });
    const tourDate = operation('tourDay').parameters.find((p) => p.name === 'date');
    expect(tourDate?.required).toBe(false);
  });

  it('moves the token `_` into the security requirement', () => {
    expect(operation('customer').security).toEqual([{ token: [] }]);
    expect(operation('checkoutSuggest').security).toEqual([{}, { token: [] }]);
    expect(operation('tourSelect').security).toBeUndefined();
    const names = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => op.parameters.map((p) => p.name)),
    );
    expect(names).not.toContain('_');
  });

  it('answers with the { data } envelope referring to named entities', () => {
    const schema = operation('tourDay').responses['200']?.content['application/json'].schema;
    expect(schema?.properties?.data).toEqual({ $ref: '#/components/schemas/Tour' });
    expect(schema?.required).toEqual(['data']);
    expect(doc.components.schemas.Tour?.properties?.tickets).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/TourTicket' },
    });
  });

  it('describes request bodies as sent, so fields with defaults are optional', () => {
    const body = operation('authGuest').requestBody?.content['application/json'].schema;
    const form = body?.properties?.c;
    expect(form?.required).toEqual(['email']);
    expect(form?.properties?.send_invoice).toMatchObject({ type: 'boolean', default: true });
  });

  it('lists the error bodies of each call', () => {
    const responses = operation('checkoutExecPayment').responses;
    expect(Object.keys(responses)).toEqual(['200', '400', '410', '422']);
    expect(responses['400']?.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/BadRequestBody',
    });
    expect(responses['410']?.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/GoneBody',
    });
    expect(
      operation('checkoutShippingCosts').responses['422']?.content['application/json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/ShippingErrorBody',
    });
    expect(doc.components.schemas.ValidationErrorBody?.required).toEqual(['error']);
  });

  it('resolves every reference', () => {
    const targets = refs(doc);
    expect(targets.length).toBeGreaterThan(50);
    for (const target of targets) {
      const [, , kind, name] = target.split('/');
      const table = kind === 'schemas' ? doc.components.schemas : doc.components.parameters;
      expect(name !== undefined && name in table, target).toBe(true);
    }
  });

  it('groups calls by the areas of the API', () => {
    expect(doc.tags.map((tag) => tag.name)).toEqual([
      'content',
      'pages',
      'tours',
      'merchandise',
      'events',
      'vouchers',
      'customer',
      'checkout',
    ]);
  });

  it('names the request form of an entity <Name>Input when it reads differently from the answer', () => {
    const echo = defineEndpoint({
      ...exampleBase,
      name: 'echo',
      method: 'POST',
      path: 'echo',
      body: z.object({ c: customer }).strict(),
      data: customer,
    });
    const custom = buildOpenApiDocument([echo]) as unknown as Document;
    const op = custom.paths['/api/{lang}/echo']?.post;
    expect(op?.requestBody?.content['application/json'].schema.properties?.c).toEqual({
      $ref: '#/components/schemas/CustomerInput',
    });
    expect(Object.keys(custom.components.schemas)).toEqual(
      expect.arrayContaining([
        'Customer',
        'CustomerInput',
        'BillingAddress',
        'BillingAddressInput',
      ]),
    );
    expect(custom.components.schemas.Customer?.additionalProperties).toBe(false);
    expect(custom.components.schemas.CustomerInput?.additionalProperties).toBeUndefined();
  });

  it('keeps the plain name for an entity that only requests use', () => {
    const send = defineEndpoint({
      ...exampleBase,
      name: 'send',
      method: 'POST',
      path: 'send',
      body: z.object({ c: customer }).strict(),
      data: z.literal(true),
    });
    const custom = buildOpenApiDocument([send]) as unknown as Document;
    expect(Object.keys(custom.components.schemas)).toContain('Customer');
    expect(Object.keys(custom.components.schemas)).not.toContain('CustomerInput');
  });

  it('puts calls that share a path under one path item', () => {
    const read = defineEndpoint({
      ...exampleBase,
      name: 'read',
      method: 'GET',
      path: 'thing',
      body: null,
      data: z.string(),
    });
    const write = defineEndpoint({
      ...exampleBase,
      name: 'write',
      method: 'POST',
      path: 'thing',
      body: z.object({}).strict(),
      data: z.literal(true),
    });
    const custom = buildOpenApiDocument([read, write]) as unknown as Document;
    expect(Object.keys(custom.paths['/api/{lang}/thing'] ?? {})).toEqual(['get', 'post']);
  });

  it('refuses two different schemas under one component name', () => {
    const clash = defineEndpoint({
      ...exampleBase,
      name: 'clash',
      method: 'GET',
      path: 'clash',
      body: null,
      data: customer,
      errors: { 422: z.object({ error: z.string() }).meta({ id: 'Customer' }) },
    });
    expect(() => buildOpenApiDocument([clash])).toThrow(
      'Component Customer has two different shapes',
    );
  });
});

describe('renderOpenApiDocument', () => {
  it('renders the same text every time, as 2-space JSON with a final newline', () => {
    const text = renderOpenApiDocument();
    expect(renderOpenApiDocument()).toBe(text);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.startsWith('{\n  "openapi": "3.1.0",')).toBe(true);
    expect(JSON.parse(text)).toEqual(buildOpenApiDocument());
  });
});
