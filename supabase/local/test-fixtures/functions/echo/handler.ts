/** Test fixture for the stack's /functions/v1 route: echoes what the function receives. */
export function createHandler(env: Record<string, string | undefined>) {
  return async (req: Request): Promise<Response> => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'x-echo-fixture': 'yes' };
    if (req.method === 'OPTIONS') return new Response('ok', { headers: cors });
    const body = req.method === 'GET' ? null : await req.text();
    return Response.json(
      {
        method: req.method,
        path: new URL(req.url).pathname,
        authorization: req.headers.get('authorization'),
        body,
        supabaseUrl: env.SUPABASE_URL,
        hasAnonKey: Boolean(env.SUPABASE_ANON_KEY),
        hasServiceKey: Boolean(env.SUPABASE_SERVICE_ROLE_KEY),
      },
      { headers: cors },
    );
  };
}
