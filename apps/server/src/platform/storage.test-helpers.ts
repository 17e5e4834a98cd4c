import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Settings } from './storage';

interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  query: URLSearchParams;
}

/**
 * A tiny stand-in for an S3 bucket (path-style PutObject, GetObject, DeleteObject). It only answers
 * requests signed with AWS Signature V4, by header or presigned query (unless `readableByAnyone`, a
 * misconfigured bucket, lets anyone GET), and records what it saw.
 */
export function fakeS3(opts: { readableByAnyone?: boolean } = {}) {
  const objects = new Map<string, Buffer>();
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const authorization = req.headers.authorization;
    seen.push({ method: req.method ?? '', path: url.pathname, authorization, query: url.searchParams });
    const signed =
      authorization?.startsWith('AWS4-HMAC-SHA256 Credential=test-key/') ||
      (url.searchParams.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256' && url.searchParams.has('X-Amz-Signature'));
    // A misconfigured bucket (public-read on everything) answers unsigned GETs too.
    const anyoneMayRead = opts.readableByAnyone && req.method === 'GET';
    if (!signed && !anyoneMayRead) return res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(url.pathname, Buffer.concat(chunks));
        return res.writeHead(200, { etag: '"x"' }).end();
      }
      if (req.method === 'DELETE') {
        objects.delete(url.pathname);
        return res.writeHead(204).end();
      }
      const body = objects.get(url.pathname);
      if (!body) {
        return res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      }
      return res.writeHead(200, { 'content-type': 'image/webp', 'content-length': body.length }).end(body);
    });
  });
  return {
    objects,
    seen,
    /** Listens on a free port and answers the settings of a bucket on it. */
    async start(): Promise<S3Settings> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return {
        endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        region: 'eu-central-1',
        bucket: 'photos-bucket',
        accessKeyId: 'test-key',
        secretAccessKey: 'test-secret',
        publicUrl: 'https://cdn.example.test',
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
