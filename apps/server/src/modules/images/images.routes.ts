/**
 * The image library's back-office calls (`@foyer/domain/admin-contract/images`, permission
 * `catalog.manage`, registered with `adminRouter`) and the public files under `/media/`:
 * content-hash names, so they are cached for a year and never revalidated.
 */
import multipart from '@fastify/multipart';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, parseMediaFileName } from '@foyer/domain';
import { imageAltBody, imageEndpoints as calls } from '@foyer/domain/admin-contract/images';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { failed, refused, type Outcome } from '../../outcome';
import { staffRouter, type StaffRouterOptions } from '../staff';
import { fileBytes } from './images.repository';
import {
  attachImage,
  listImages,
  MEDIA_PREFIX,
  setImageAlt,
  uploadImage,
  type Upload,
} from './images.service';

const TOO_LARGE = failed({
  kind: 'tooLarge',
  code: 'IMAGE_TOO_LARGE',
  message: `The image is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
});

function isTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

/** Reads the upload's fields (`alt.<language>`) and its one file, checked with the alt schema. */
async function readUpload(request: FastifyRequest): Promise<Outcome<Upload>> {
  if (!request.isMultipart()) {
    return refused('VALIDATION_FAILED', {
      message: 'Some fields are not valid',
      fields: { file: ['send the image as multipart/form-data'] },
    });
  }
  const alt: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          continue;
        }
        file = { bytes: await part.toBuffer(), fileName: part.filename };
      } else if (part.fieldname.startsWith('alt.') && typeof part.value === 'string') {
        alt[part.fieldname.slice(4)] = part.value;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) return TOO_LARGE;
    throw error;
  }
  const checked = imageAltBody.safeParse({ alt });
  const fields: Record<string, string[]> = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= [issue.message];
  }
  if (!file || file.bytes.length === 0) fields.file = ['required'];
  if (!checked.success || !file || file.bytes.length === 0) {
    return refused('VALIDATION_FAILED', { message: 'Some fields are not valid', fields });
  }
  return { ok: true, value: { bytes: file.bytes, fileName: file.fileName, alt: checked.data.alt } };
}

export async function imageRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): Promise<void> {
  app.get<{ Params: { name: string } }>(`${MEDIA_PREFIX}:name`, async (request, reply) => {
    const name = parseMediaFileName(request.params.name);
    const bytes = name && (await fileBytes(deps.db, name.hash, name.format, name.width));
    if (!name || !bytes) {
      return reply.code(404).header('cache-control', 'no-store').send({ error: 'NOT_FOUND' });
    }
    return reply
      .type(IMAGE_CONTENT_TYPES[name.format])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  // Multipart is parsed only in this scope: every other call keeps taking JSON alone.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
    const { route, actor } = staffRouter(scope, deps, options);
    route(calls.images, () => listImages(deps));
    route(calls.imageUpload, async ({ request, session }) => {
      const upload = await readUpload(request);
      return upload.ok ? uploadImage(deps, actor(session), upload.value) : upload;
    });
    route(calls.imageAlt, ({ params, body, session }) =>
      setImageAlt(deps, actor(session), params.id, body.alt),
    );
    route(calls.imageAttach, ({ params, body, session }) =>
      attachImage(deps, actor(session), { type: params.type, id: params.id }, body.imageId),
    );
  });
}
