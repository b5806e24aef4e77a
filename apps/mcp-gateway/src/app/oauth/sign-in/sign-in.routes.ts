import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { loggerFor } from '@a8/observability';
import { PAGE_CSP, renderMessagePage } from './sign-in-pages';
import type { SignInResult, SignInService } from './sign-in.service';

const log = loggerFor('SignInRoutes');

/**
 * The sign-in page's routes, to mount at `/oauth`: GET/POST /sign-in and POST /approve. Form
 * bodies are parsed here only (the gateway has no global body parser).
 */
export function signInRouter(service: SignInService): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }));
  router.get('/sign-in', handle((req) => service.showSignIn(req.query['request'])));
  router.post('/sign-in', handle((req) => service.signIn(body(req), req.ip ?? req.socket.remoteAddress ?? 'unknown')));
  router.post('/approve', handle((req) => service.approve(body(req))));
  router.all(['/sign-in', '/approve'], (_req, res) => {
    res.status(405).set('Allow', 'GET, POST');
    send(res, { kind: 'page', status: 405, html: renderMessagePage('Not allowed', 'Use the form on the sign-in page.') });
  });
  return router;
}

function body(req: Request): Record<string, unknown> {
  return req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
}

function handle(run: (req: Request) => Promise<SignInResult>): RequestHandler {
  return async (req, res) => {
    try {
      send(res, await run(req));
    } catch (error) {
      log.error({ err: error }, 'the OAuth sign-in page failed');
      send(res, { kind: 'page', status: 500, html: renderMessagePage('Something went wrong', 'A8 could not finish this step. Go back to your app and connect again.') });
    }
  };
}

function send(res: Response, result: SignInResult): void {
  res.set('Cache-Control', 'no-store');
  res.set('Referrer-Policy', 'no-referrer');
  res.set('X-Content-Type-Options', 'nosniff');
  if (result.kind === 'redirect') {
    // 303: the browser follows a POST's redirect with a GET.
    res.redirect(303, result.location);
    return;
  }
  // Forms post to this server only, and the approve form's answer may redirect to the client.
  res.set('Content-Security-Policy', `${PAGE_CSP}; form-action 'self'${(result.formActions ?? []).map((source) => ` ${source}`).join('')}`);
  res.set('X-Frame-Options', 'DENY');
  res.status(result.status).type('html').send(result.html);
}
