/**
 * Builds the OpenAPI 3.1 document of the contract from the endpoint descriptors (zod 4's JSON Schema
 * draft 2020-12 output). Requests are described as the client sends them (`io: 'input'`), answers as
 * the server produces them (`io: 'output'`). Named entities become `components/schemas`; when a named
 * schema reads differently as a request, its request form is listed as `<Name>Input`.
 */
import { z } from 'zod';
import { LANGUAGES } from '../navigation';
import { cartPayload, shippingCostCart } from './cart';
import type { AuthMode, Endpoint, EndpointTag } from './endpoint';
import { endpoints } from './endpoints';
import { entitySchemas } from './entities';
import { errorBodySchemas, type ErrorStatus } from './errors';

/** Version of the API contract in the OpenAPI document's `info.version`. */
export const CONTRACT_VERSION = '1.0.0';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Io = 'input' | 'output';

const DEFS_PREFIX = '#/$defs/';
const COMPONENTS_PREFIX = '#/components/schemas/';

const TAGS: Record<EndpointTag, string> = {
  content: 'Static content, shop information and remote configuration',
  pages: 'Static pages of the footer',
  tours: 'Guided tours, their calendars and availability',
  merchandise: 'Merchandise and annual passes',
  events: 'Events, tickets and ticket calendars',
  vouchers: 'Voucher codes, voucher types and categories',
  customer: 'Customers, authentication and settings',
  checkout: 'Payment, shipping costs, suggestions and order review',
};

const STATUS_TEXT: Record<ErrorStatus, string> = {
  400: 'Bad request',
  401: 'Login needed',
  403: 'Forbidden',
  404: 'Not found',
  406: 'Not available',
  409: 'Conflict',
  410: 'Gone',
  422: 'Refused',
};

/** Schemas listed by name under `components/schemas` (entities, error bodies, cart payloads). */
export const namedSchemas: Readonly<Record<string, z.ZodType>> = {
  ...entitySchemas,
  ...errorBodySchemas,
  CartPayload: cartPayload,
  ShippingCostCart: shippingCostCart,
};

/** Metadata of zod's global registry (descriptions) plus the component name of each named schema. */
class ComponentMetadata extends z.core.$ZodRegistry<z.core.GlobalMeta> {
  private readonly ids: ReadonlyMap<z.core.$ZodType, string>;

  constructor(ids: ReadonlyMap<z.core.$ZodType, string>) {
    super();
    this.ids = ids;
  }

  override get<S extends z.core.$ZodType>(schema: S): z.core.GlobalMeta | undefined {
    const meta = z.globalRegistry.get(schema);
    const id = this.ids.get(schema);
    return id === undefined ? meta : { ...meta, id };
  }
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mapRefs(value: Json, rename: (ref: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, rename));
  return isObject(value) ? mapObjectRefs(value, rename) : value;
}

function mapObjectRefs(value: JsonObject, rename: (ref: string) => string): JsonObject {
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof item === 'string' ? rename(item) : mapRefs(item, rename);
  }
  return out;
}

function refsOf(value: Json, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsOf(item, found));
  else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(DEFS_PREFIX)) {
        found.add(item.slice(DEFS_PREFIX.length));
      } else refsOf(item, found);
    }
  }
  return found;
}

function convert(schema: z.ZodType, io: Io, metadata: ComponentMetadata): JsonObject {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, metadata });
  const copy = JSON.parse(JSON.stringify(json)) as JsonObject;
  delete copy.$schema;
  return copy;
}

function toComponentRef(ref: string): string {
  return ref.startsWith(DEFS_PREFIX) ? COMPONENTS_PREFIX + ref.slice(DEFS_PREFIX.length) : ref;
}

/** Collects component schemas across conversions and rewrites `$defs` refs to components. */
class Components {
  readonly schemas = new Map<string, Json>();

  /** Converts `schema`, moves its named parts into the components and returns the rest. */
  add(schema: z.ZodType, io: Io, metadata: ComponentMetadata): JsonObject {
    const { $defs: defs, ...rest } = convert(schema, io, metadata);
    for (const [name, def] of Object.entries(isObject(defs) ? defs : {})) {
      const json = mapRefs(def, toComponentRef);
      const known = this.schemas.get(name);
      if (known !== undefined && JSON.stringify(known) !== JSON.stringify(json)) {
        throw new Error(`Component ${name} has two different shapes`);
      }
      this.schemas.set(name, json);
    }
    return mapObjectRefs(rest, toComponentRef);
  }

  sorted(): JsonObject {
    return Object.fromEntries([...this.schemas].sort(([a], [b]) => (a < b ? -1 : 1)));
  }
}

/**
 * Names for request schemas: a named schema keeps its name unless answers use it too and it reads
 * differently as a request (defaults, strictness) or refers to a part that does.
 */
function inputNames(
  named: Readonly<Record<string, z.ZodType>>,
  usedByAnswers: ReadonlySet<string>,
) {
  const base = new Map(
    Object.entries(named).map(([name, schema]) => [schema as z.core.$ZodType, name]),
  );
  const metadata = new ComponentMetadata(base);
  const differs = new Set<string>();
  const refs = new Map<string, Set<string>>();
  for (const [name, schema] of Object.entries(named)) {
    const input = convert(schema, 'input', metadata).$defs;
    const output = convert(schema, 'output', metadata).$defs;
    const inputDef = isObject(input) ? input[name] : undefined;
    const outputDef = isObject(output) ? output[name] : undefined;
    if (JSON.stringify(inputDef) !== JSON.stringify(outputDef)) differs.add(name);
    refs.set(name, refsOf(inputDef ?? null));
  }
  const renamed = new Set<string>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const [name, uses] of refs) {
      const readsDifferently = differs.has(name) || [...uses].some((used) => renamed.has(used));
      if (readsDifferently && usedByAnswers.has(name) && !renamed.has(name)) {
        renamed.add(name);
        changed = true;
      }
    }
  }
  return new Map(
    Object.entries(named).map(([name, schema]) => [
      schema as z.core.$ZodType,
      renamed.has(name) ? `${name}Input` : name,
    ]),
  );
}

function securityOf(auth: AuthMode): Json[] | undefined {
  if (auth === 'required') return [{ token: [] }];
  if (auth === 'optional') return [{}, { token: [] }];
  return undefined;
}

function parametersOf(
  endpoint: Endpoint,
  components: Components,
  metadata: ComponentMetadata,
): Json[] {
  const out: Json[] = [{ $ref: '#/components/parameters/lang' }];
  const groups: ['path' | 'query', z.ZodObject][] = [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ];
  for (const [place, schema] of groups) {
    const json = components.add(schema, 'input', metadata);
    const properties = isObject(json.properties) ? json.properties : {};
    const required = Array.isArray(json.required) ? json.required : [];
    for (const [name, property] of Object.entries(properties)) {
      if (place === 'query' && name === '_') continue;
      const { description, ...propertySchema } = isObject(property) ? property : {};
      const parameter: JsonObject = { name, in: place, required: required.includes(name) };
      if (typeof description === 'string') parameter.description = description;
      parameter.schema = propertySchema;
      out.push(parameter);
    }
  }
  return out;
}

function jsonContent(schema: Json): JsonObject {
  return { 'application/json': { schema } };
}

function operationOf(
  endpoint: Endpoint,
  components: Components,
  answers: ComponentMetadata,
  requests: ComponentMetadata,
): JsonObject {
  const operation: JsonObject = {
    operationId: endpoint.name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
  };
  if (endpoint.description !== undefined) operation.description = endpoint.description;
  const security = securityOf(endpoint.auth);
  if (security !== undefined) operation.security = security;
  operation.parameters = parametersOf(endpoint, components, requests);
  if (endpoint.body !== null) {
    operation.requestBody = {
      required: true,
      content: jsonContent(components.add(endpoint.body, 'input', requests)),
    };
  }
  const responses: JsonObject = {
    200: {
      description: 'OK: `data` holds the answer',
      content: jsonContent(components.add(endpoint.response, 'output', answers)),
    },
  };
  const errors = Object.entries(endpoint.errors).sort(([a], [b]) => Number(a) - Number(b));
  for (const [status, body] of errors) {
    responses[status] = {
      description: STATUS_TEXT[Number(status) as ErrorStatus],
      content: jsonContent(components.add(body, 'output', answers)),
    };
  }
  operation.responses = responses;
  return operation;
}

/** The deterministic OpenAPI 3.1 document of the calls. */
export function buildOpenApiDocument(
  list: readonly Endpoint[] = Object.values(endpoints),
): JsonObject {
  const names = new Map(
    Object.entries(namedSchemas).map(([name, schema]) => [schema as z.core.$ZodType, name]),
  );
  const answers = new ComponentMetadata(names);

  const answerComponents = new Components();
  for (const endpoint of list) {
    answerComponents.add(endpoint.response, 'output', answers);
    for (const body of Object.values(endpoint.errors))
      answerComponents.add(body, 'output', answers);
  }
  const requests = new ComponentMetadata(
    inputNames(namedSchemas, new Set(answerComponents.schemas.keys())),
  );

  const components = new Components();
  const paths: JsonObject = {};
  for (const endpoint of list) {
    const path = `/api/{lang}/${endpoint.path}`;
    const item = isObject(paths[path]) ? paths[path] : {};
    item[endpoint.method.toLowerCase()] = operationOf(endpoint, components, answers, requests);
    paths[path] = item;
  }

  const tags = [...new Set(list.map((endpoint) => endpoint.tag))].map((name) => ({
    name,
    description: TAGS[name],
  }));

  return {
    openapi: '3.1.0',
    info: {
      title: 'Foyer shop API',
      version: CONTRACT_VERSION,
      description:
        'Every call is `{apiBase}/{lang}/{endpoint}` and answers JSON `{ "data": … }`. GET sends ' +
        'its data as query parameters, POST as a JSON body. The login token travels in the query ' +
        'parameter `_`. Prices are integer cents (EUR).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/', description: 'The Foyer server that serves the shop' }],
    tags,
    paths,
    components: {
      schemas: components.sorted(),
      parameters: {
        lang: {
          name: 'lang',
          in: 'path',
          required: true,
          description: 'Shop language',
          schema: { type: 'string', enum: [...LANGUAGES] },
        },
      },
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'query',
          name: '_',
          description: 'Login token from auth/login, auth/guest or customer/pwdconfirm',
        },
      },
    },
  };
}

/** The text of `docs/openapi.json`: 2-space JSON and a final newline. */
export function renderOpenApiDocument(list?: readonly Endpoint[]): string {
  return `${JSON.stringify(buildOpenApiDocument(list), null, 2)}\n`;
}
