// Small response helpers shared by every function (Deno in production, Node locally).

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(status: number, message: string, code = 'error'): Response {
  return json({ error: message, code }, { status });
}
