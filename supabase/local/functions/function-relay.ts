// Hands a request the gateway has verified to a function served by another runtime, as hosted
// Supabase's gateway hands it to the edge runtime: the tests start each function's Deno entry point
// (supabase/functions/<name>/index.ts) and relay to it, so what a hosted project runs is what they
// drive. The function sees the path hosted Supabase gives it (`/<name>/…`) and the caller's headers
// with X-Forwarded-For already set by the gateway; the answer streams back as it comes.
// Rules: ask for an unencoded answer (Deno.serve compresses when asked, and fetch would unpack the
// body while the header still said gzip); drop hop-by-hop headers both ways; a caller who leaves
// aborts the relayed request, which aborts the function's own request.signal.

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'];

export async function relayToFunction(request: Request, upstreamOrigin: string, pathAfterPrefix: string): Promise<Response> {
  const search = new URL(request.url).search;
  const headers = new Headers(request.headers);
  for (const name of [...HOP_BY_HOP, 'host', 'content-length', 'accept-encoding']) headers.delete(name);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await fetch(new URL(`/${pathAfterPrefix}${search}`, upstreamOrigin), {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    signal: request.signal,
    redirect: 'manual',
  });
  const answerHeaders = new Headers(answer.headers);
  for (const name of [...HOP_BY_HOP, 'content-length']) answerHeaders.delete(name);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answerHeaders });
}
