/**
 * The OpenAPI 3.1 document of the back office's API (`docs/openapi-admin.json`), built from
 * `adminEndpoints`: a document of its own beside the shop's (`docs/openapi.json`), because the calls
 * differ in everything a client needs to know — the base path `/api/admin/` without a language, the
 * staff session cookie with a CSRF header instead of the login token, roles, and the error shape
 * `{ error, message, errors }`. Slices that spread their calls into `adminEndpoints` appear here, and the check-in calls
 * (`checkinEndpoints`, kept apart so that only the scanner's page bundles them).
 */
import { z } from 'zod';
import { catalogEndpoints } from './catalog';
import { catalogDayEndpoints } from './catalog-days';
import { closureEndpoints } from './closures';
import { waitingRoomEndpoints } from './waiting-room';
import { todayEndpoints } from './today';
import { waitingListEndpoints } from './waiting-list';
import { catalogTourEndpoints } from './catalog-tours';
import { catalogShopEndpoints } from './catalog-shop';
import { catalogContentEndpoints } from './catalog-content';
import { imageEndpoints } from './images';
import { adminEndpoints, adminError, CSRF_HEADER, type AdminEndpoint } from './index';
import { checkinEndpoints } from './checkin';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const TAGS: Record<string, string> = {
  session: 'Sign-in, the own account and two-factor authentication',
  staff: 'Staff accounts and roles (owners)',
  settings: 'Security settings of the back office (owners)',
  audit: 'The audit log (owners)',
  orders: 'Orders: search, cancel and refund',
  reports: 'Sales, VAT, refund and visitor reports',
  catalog:
    'The catalog: the editor (events, tickets, time slots) and the catalog file (managers, owners)',
};
const SESSION_PATHS = new Set(['login', 'logout', 'password', 'me']);

function tagOf(endpoint: AdminEndpoint): string {
  const first = endpoint.path.split('/')[0] ?? endpoint.path;
  return SESSION_PATHS.has(first) ? 'session' : first;
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  const copy = JSON.parse(JSON.stringify(json)) as JsonObject;
  delete copy.$schema;
  return copy;
}

function parameters(endpoint: AdminEndpoint): Json[] {
  const out: Json[] = [];
  for (const [place, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    const json = schemaOf(schema, 'input');
    const properties = (json.properties ?? {}) as JsonObject;
    const required = Array.isArray(json.required) ? json.required : [];
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property as JsonObject;
      out.push({
        name,
        in: place,
        required: place === 'path' || required.includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      });
    }
  }
  return out;
}

const errorRef = { $ref: '#/components/schemas/AdminError' };
const errorResponse = (description: string): JsonObject => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

function operation(endpoint: AdminEndpoint): JsonObject {
  const open = endpoint.access === 'none';
  const changes = endpoint.method !== 'GET';
  const who =
    endpoint.access === 'none'
      ? 'No session needed.'
      : endpoint.access === 'session'
        ? 'Any signed-in staff member.'
        : `Needs the permission \`${endpoint.access}\`.`;
  const responses: JsonObject = endpoint.download
    ? {
        200: {
          description: 'OK: the file (`Content-Disposition: attachment`)',
          content: { [endpoint.download]: { schema: { type: 'string' } } },
        },
      }
    : {
        200: {
          description: 'OK: `data` holds the answer',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { data: schemaOf(endpoint.data, 'output') },
                required: ['data'],
              },
            },
          },
        },
      };
  const hasParams = endpoint.path.includes('{');
  // A path parameter that names a stored thing (not one of a fixed list) may name none: 404.
  const namesAThing = parameters(endpoint).some((parameter) => {
    const { in: place, schema } = parameter as { in: string; schema: JsonObject };
    return place === 'path' && schema.enum === undefined;
  });
  if (!open) responses[401] = errorResponse('No valid staff session');
  if (!open) responses[403] = errorResponse('Role, CSRF token or 2FA enrolment missing');
  if (namesAThing) {
    responses[404] = errorResponse('`NOT_FOUND` or a code of its own: no such item');
  }
  for (const [status, when] of Object.entries(endpoint.failures ?? {})) {
    responses[status] = errorResponse(when);
  }
  if (endpoint.body) {
    responses[413] ??= errorResponse(
      '`PAYLOAD_TOO_LARGE`: the body is larger than the call takes' +
        (endpoint.bodyLimit ? ` (${endpoint.bodyLimit} bytes)` : ' (256 KiB)'),
    );
  }
  if (hasParams) {
    responses[414] = errorResponse('`URI_TOO_LONG`: a path segment is longer than 200 characters');
  }
  if (endpoint.body) {
    responses[415] = errorResponse('`UNSUPPORTED_MEDIA_TYPE`: the body is not JSON');
  }
  responses[422] ??= errorResponse('Refused input: `errors` names the fields');
  return {
    operationId: endpoint.name,
    tags: [tagOf(endpoint)],
    summary: endpoint.summary,
    description: who,
    ...(open
      ? { security: [] }
      : { security: [changes ? { staffSession: [], csrf: [] } : { staffSession: [] }] }),
    parameters: parameters(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** Every call of the back office, the slices kept out of `adminEndpoints` included. */
export const everyAdminEndpoint: readonly AdminEndpoint[] = [
  ...Object.values(adminEndpoints),
  ...Object.values(checkinEndpoints),
  ...Object.values(catalogEndpoints),
  ...Object.values(catalogDayEndpoints),
  ...Object.values(closureEndpoints),
  ...Object.values(waitingRoomEndpoints),
  ...Object.values(todayEndpoints),
  ...Object.values(waitingListEndpoints),
  ...Object.values(catalogTourEndpoints),
  ...Object.values(catalogShopEndpoints),
  ...Object.values(catalogContentEndpoints),
  ...Object.values(imageEndpoints),
];

/** The deterministic OpenAPI document of the admin calls. */
export function buildAdminOpenApiDocument(
  list: readonly AdminEndpoint[] = everyAdminEndpoint,
): JsonObject {
  const paths: JsonObject = {};
  for (const endpoint of list) {
    const path = `/api/admin/${endpoint.path}`;
    const item = (paths[path] ?? {}) as JsonObject;
    item[endpoint.method.toLowerCase()] = operation(endpoint);
    paths[path] = item;
  }
  const used = [...new Set(list.map(tagOf))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Foyer back-office API',
      version: '1.0.0',
      description:
        'The calls of the back office at /admin/. Sign in with `POST /api/admin/login`: it sets the ' +
        `HttpOnly session cookie; send the session's CSRF token (from \`GET /api/admin/me\`) as the ` +
        `\`${CSRF_HEADER}\` header on every changing call. Answers are JSON \`{ "data": … }\`, ` +
        "failures `{ error, message, errors? }`; the messages of 413, 414, 415 and 500 are in the staff member's language " +
        '(English without a session), the others in English: clients show their own text per `error`. ' +
        'Any call may also answer 500 `SERVER_ERROR`. Amounts are integer cents (EUR).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [
      { url: '/', description: 'The Foyer server that serves the shop and the back office' },
    ],
    tags: used.map((name) => ({ name, description: TAGS[name] ?? name })),
    paths,
    components: {
      schemas: { AdminError: schemaOf(adminError, 'output') },
      securitySchemes: {
        staffSession: { type: 'apiKey', in: 'cookie', name: 'foyer_staff' },
        csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
      },
    },
  };
}

/** The text of `docs/openapi-admin.json`: 2-space JSON and a final newline. */
export function renderAdminOpenApiDocument(list?: readonly AdminEndpoint[]): string {
  return `${JSON.stringify(buildAdminOpenApiDocument(list), null, 2)}\n`;
}
