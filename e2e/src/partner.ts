import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The single sign-on partner of the journeys (SSO_PARTNERS of the test server). */
export const PARTNER = {
  apiKey: 'e2e-partner',
  secret: 'e2e-partner-secret-7f3a',
  name: 'Partner Device Cloud',
} as const;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${PARTNER.name}</title></head><body><main>${body}</main></body></html>`;
}

/**
 * A partner site on its own origin. `/callback` is where the portal sends the browser after
 * login: the partner's server exchanges the one-time ticket for the identity, server to server
 * with its secret (POST /api/sso/ticket/exchange), and shows who signed in.
 */
export async function startPartner(portalOrigin: () => string) {
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (url.pathname !== '/callback') {
        res.end(page(`<h1>${PARTNER.name}</h1>`));
        return;
      }
      const ticket = url.searchParams.get('ticket') ?? '';
      const answer = await fetch(`${portalOrigin()}/api/sso/ticket/exchange`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ apiKey: PARTNER.apiKey, secret: PARTNER.secret, ticket }),
      }).then((r) => r.json() as Promise<{ rescode: number; msg: string; data: unknown }>);
      if (answer.rescode !== 200) {
        res.statusCode = 403;
        res.end(page(`<h1>Sign-in refused</h1><p id="error">${escapeHtml(answer.msg)}</p>`));
        return;
      }
      const user = answer.data as { username: string };
      res.end(
        page(`<h1>${PARTNER.name}</h1><p id="user">Signed in as ${escapeHtml(user.username)}</p>`),
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(page(`<p id="error">${escapeHtml(String(error))}</p>`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
