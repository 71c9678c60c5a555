/**
 * `/storage/v1`: the Storage API supabase-js's storage client calls. Object routes take the
 * bucket and name from the rest of the path; the caller is the JWT in Authorization (else the
 * apikey). Public objects and signed URLs need no caller, as on hosted Storage.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authenticate, AuthError, type RequestAuth } from '../requestAuth';
import { createBucketRoutes } from './buckets';
import { findBucket, MAX_UPLOAD_BYTES, ownerOf, type StorageContext } from './context';
import { badRequest, errorResponse, notFound, StorageError, tooLarge } from './errors';
import { checkBucketId, checkObjectName, splitPath } from './keys';
import { listObjects, parseListBody } from './list';
import * as objects from './objects';
import { transformImage } from './render';
import { signedTarget, signToken } from './signing';
import { objectInfo, readUpload, sendObject } from './transfer';

type Env = { Variables: { auth: RequestAuth } };
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** Signed URLs live at most a year; hosted Storage has no lower cap either. */
const MAX_EXPIRES_IN = 365 * 24 * 3600;

/** The part of the path after `marker` (still percent-encoded), e.g. `bucket/a/b.png`. */
function restAfter(c: Context, marker: string): string {
  const path = new URL(c.req.url).pathname;
  const at = path.indexOf(marker);
  return at < 0 ? '' : path.slice(at + marker.length);
}

const upsertHeader = (c: Context) => c.req.header('x-upsert') === 'true';

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null);
  if (!isObject(body)) throw badRequest('The body must be a JSON object');
  return body;
}

function expiresIn(value: unknown): number {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 1 ||
    value > MAX_EXPIRES_IN
  ) {
    throw badRequest(`expiresIn must be a whole number of seconds from 1 to ${MAX_EXPIRES_IN}`);
  }
  return value;
}

export function createStorageApp(s: StorageContext) {
  const app = new Hono<Env>();
  app.onError((error, c) => {
    if (error instanceof StorageError) return errorResponse(c, error);
    throw error;
  });
  app.use(
    '*',
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: (c) => errorResponse(c, tooLarge()) }),
  );

  // No caller needed: public objects, signed downloads and signed uploads.
  const publicRead = async (c: Context, transform: boolean) => {
    const { bucket, name } = splitPath(
      restAfter(c, transform ? '/render/image/public/' : '/object/public/'),
    );
    if (!(await findBucket(s, bucket))?.public) throw notFound();
    const row = await objects.findObjectAsPlatform(s, bucket, name);
    return serve(c, row, transform);
  };
  const serve = async (c: Context, row: objects.ObjectRow, transform: boolean) => {
    const bytes = await objects.readBytes(s, row);
    if (!transform) return sendObject(c, row, bytes);
    const out = await transformImage(c, bytes);
    return sendObject(c, row, out.bytes, out.type);
  };
  app.on(['GET', 'HEAD'], '/object/public/*', (c) => publicRead(c, false));
  app.get('/render/image/public/*', (c) => publicRead(c, true));
  const signedRead = async (c: Context, marker: string, transform: boolean) => {
    const { bucket, name } = splitPath(restAfter(c, marker));
    await signedTarget(c.req.query('token'), `${bucket}/${name}`);
    return serve(c, await objects.findObjectAsPlatform(s, bucket, name), transform);
  };
  app.get('/object/sign/*', (c) => signedRead(c, '/object/sign/', false));
  app.get('/render/image/sign/*', (c) => signedRead(c, '/render/image/sign/', true));
  app.put('/object/upload/sign/*', async (c) => {
    const { bucket, name } = splitPath(restAfter(c, '/object/upload/sign/'));
    const claims = await signedTarget(c.req.query('token'), `${bucket}/${name}`);
    const body = await readUpload(c);
    const owner = typeof claims.owner === 'string' ? claims.owner : null;
    // The caller's right to upload was checked when the URL was made; the platform writes it.
    const platform = { role: 'service_role' as const, claims: {} };
    const result = await objects.upload(
      s,
      platform,
      { bucket, name, ...body, upsert: claims.upsert === true },
      owner,
    );
    return c.json(result);
  });

  // Everything else acts as the caller.
  app.use('*', async (c, next) => {
    try {
      c.set('auth', await authenticate(c.req.raw.headers));
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      throw new StorageError(error.status === 401 ? 401 : 403, 'Unauthorized', error.message);
    }
    await next();
  });
  app.route('/bucket', createBucketRoutes(s));

  app.post('/object/list/:bucket', async (c) => {
    const bucket = checkBucketId(c.req.param('bucket'));
    return c.json(await listObjects(s, c.get('auth'), bucket, parseListBody(await jsonBody(c))));
  });
  app.get('/object/info/*', async (c) => {
    const { bucket, name } = splitPath(restAfter(c, '/object/info/'));
    return c.json(objectInfo(await objects.findObject(s, c.get('auth'), bucket, name)));
  });
  const transfer = async (c: Context) => {
    const body = await jsonBody(c);
    const bucketId = checkBucketId(body.bucketId);
    return {
      bucketId,
      sourceKey: checkObjectName(body.sourceKey),
      destinationBucket: checkBucketId(body.destinationBucket ?? bucketId),
      destinationKey: checkObjectName(body.destinationKey),
    };
  };
  app.post('/object/move', async (c) => {
    await objects.move(s, c.get('auth'), await transfer(c));
    return c.json({ message: 'Successfully moved' });
  });
  app.post('/object/copy', async (c) => {
    return c.json(await objects.copy(s, c.get('auth'), await transfer(c)));
  });
  app.post('/object/sign/*', async (c) => {
    const body = await jsonBody(c);
    const seconds = expiresIn(body.expiresIn);
    const rest = restAfter(c, '/object/sign/');
    const auth = c.get('auth');
    if (!rest.includes('/')) {
      const bucket = checkBucketId(decodeURIComponent(rest));
      if (!Array.isArray(body.paths) || body.paths.length > 1000) {
        throw badRequest('paths must be a list of at most 1000 object names');
      }
      const out = [];
      for (const path of body.paths) {
        try {
          const name = checkObjectName(path);
          await objects.findObject(s, auth, bucket, name);
          out.push({
            error: null,
            path: name,
            signedURL: await signedPath('/object/sign', bucket, name, seconds),
          });
        } catch (error) {
          if (!(error instanceof StorageError)) throw error;
          out.push({
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          });
        }
      }
      return c.json(out);
    }
    const { bucket, name } = splitPath(rest);
    await objects.findObject(s, auth, bucket, name);
    return c.json({ signedURL: await signedPath('/object/sign', bucket, name, seconds) });
  });
  app.post('/object/upload/sign/*', async (c) => {
    const { bucket, name } = splitPath(restAfter(c, '/object/upload/sign/'));
    const auth = c.get('auth');
    const upsert = upsertHeader(c);
    if (!(await findBucket(s, bucket))) throw notFound('Bucket');
    await objects.checkCanUpload(s, auth, {
      bucket,
      name,
      contentType: 'application/octet-stream',
      cacheControl: 'max-age=3600',
      upsert,
      userMetadata: null,
    });
    const token = await signToken(
      { url: `${bucket}/${name}`, owner: ownerOf(auth), upsert },
      2 * 3600,
    );
    return c.json({ url: `/object/upload/sign/${encodePath(bucket, name)}?token=${token}`, token });
  });
  app.get('/render/image/authenticated/*', async (c) => {
    const { bucket, name } = splitPath(restAfter(c, '/render/image/authenticated/'));
    return serve(c, await objects.findObject(s, c.get('auth'), bucket, name), true);
  });
  app.delete('/object/:bucket', async (c) => {
    const bucket = checkBucketId(c.req.param('bucket'));
    const body = await jsonBody(c);
    const { prefixes } = body;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000) {
      throw badRequest('prefixes must be a list of 1 to 1000 object names');
    }
    const names = prefixes.map((p) => checkObjectName(p));
    return c.json(await objects.remove(s, c.get('auth'), bucket, names));
  });
  const uploadRoute = (upsert: (c: Context) => boolean) => async (c: Context<Env>) => {
    const { bucket, name } = splitPath(restAfter(c, '/object/'));
    const body = await readUpload(c);
    return c.json(
      await objects.upload(s, c.get('auth'), { bucket, name, ...body, upsert: upsert(c) }),
    );
  };
  app.post('/object/*', uploadRoute(upsertHeader));
  // PUT replaces: hosted Storage's update is an upsert of an existing path.
  app.put(
    '/object/*',
    uploadRoute(() => true),
  );
  app.on(['GET', 'HEAD'], '/object/authenticated/*', async (c) => {
    const { bucket, name } = splitPath(restAfter(c, '/object/authenticated/'));
    return serve(c, await objects.findObject(s, c.get('auth'), bucket, name), false);
  });
  app.on(['GET', 'HEAD'], '/object/*', async (c) => {
    const { bucket, name } = splitPath(restAfter(c, '/object/'));
    return serve(c, await objects.findObject(s, c.get('auth'), bucket, name), false);
  });
  app.notFound((c) => errorResponse(c, new StorageError(404, 'not_found', 'Route not found')));
  return app;
}

const encodePath = (bucket: string, name: string) =>
  [bucket, ...name.split('/')].map(encodeURIComponent).join('/');

async function signedPath(route: string, bucket: string, name: string, seconds: number) {
  const token = await signToken({ url: `${bucket}/${name}` }, seconds);
  return `${route}/${encodePath(bucket, name)}?token=${token}`;
}
