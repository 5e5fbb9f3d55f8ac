// The single local process: today it serves the built app; the backend issue adds the
// Supabase-compatible endpoints (/auth/v1, /rest/v1, /storage/v1, /functions/v1) in front of it.
import { createServer, type Server } from 'node:http';
import { applySecurityHeaders } from './security-headers';
import { staticFiles } from './static-files';

export interface PaliServerOptions {
  distDir: string;
}

export function createPaliServer({ distDir }: PaliServerOptions): Server {
  const serveStatic = staticFiles(distDir);
  return createServer((req, res) => {
    applySecurityHeaders(res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    serveStatic(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found\n');
    });
  });
}
