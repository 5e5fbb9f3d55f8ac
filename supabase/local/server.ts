// The single local process: the Supabase-compatible API paths first, then the built app. Every
// response, whichever part answers, carries the security headers.
import { sendJson } from './http/http-kit';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { applySecurityHeaders, securityHeaders } from './security-headers';
import { staticFiles } from './static-files';

export interface ApiRoute {
  /** e.g. `/functions/v1/`; the first route whose prefix matches the path answers. */
  prefix: string;
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

export interface PaliServerOptions {
  distDir: string;
  routes?: ApiRoute[];
  /** Served at /pali-config.json so the app finds its backend at run time (same origin). */
  runtimeConfig?: { anonKey: string };
  /** The build's VITE_MAP_TILE_URL, so the CSP lets the map's tiles in (default: OpenStreetMap). */
  mapTileUrl?: string;
}

const RUNTIME_CONFIG_PATH = '/pali-config.json';

export function createPaliServer({ distDir, routes = [], runtimeConfig, mapTileUrl }: PaliServerOptions): Server {
  const serveStatic = staticFiles(distDir);
  const headers = securityHeaders(mapTileUrl || undefined);
  return createServer((req, res) => {
    applySecurityHeaders(res, headers);
    const path = (req.url ?? '/').split('?')[0]!;
    const route = routes.find((candidate) => path.startsWith(candidate.prefix));
    if (route) {
      route.handle(req, res).catch((error: unknown) => {
        // A client that leaves mid-download is not a server failure.
        const clientLeft = (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE';
        if (!clientLeft) console.error(`${req.method} ${path} failed:`, error);
        if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
        else res.destroy();
      });
      return;
    }
    if (runtimeConfig && path === RUNTIME_CONFIG_PATH && req.method === 'GET') {
      sendJson(res, 200, runtimeConfig, { 'Cache-Control': 'no-cache' });
      return;
    }
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
