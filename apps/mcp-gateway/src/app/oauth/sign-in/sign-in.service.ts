import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { constantTimeEqual, hashPassword, ROLE_PERMISSIONS, verifyPassword } from '@a8/auth';
import { MembershipRepository, OAuthPendingAuthorizationRepository, UserRepository, type OAuthPendingAuthorization } from '@a8/db';
import { SignInThrottle } from '@a8/gateway-core';
import { loggerFor } from '@a8/observability';
import { A8OAuthProvider } from '../a8-oauth.provider';
import { OAuthClientsStore } from '../oauth-clients.store';
import { MAX_FAILED_SIGN_INS, OAUTH_CONFIG, type OAuthConfig } from '../oauth.config';
import { renderApprovePage, renderMessagePage, renderNoOrganizationPage, renderSignInPage, type OrganizationChoice } from './sign-in-pages';

const log = loggerFor('SignInService');

/**
 * A page, or a redirect. `formActions`: where the page's form may lead besides this server, for its
 * CSP `form-action` (the approve form's answer redirects to the client's callback).
 */
export type SignInResult = { kind: 'page'; status: number; html: string; formActions?: string[] } | { kind: 'redirect'; location: string };

export interface SignInForm {
  request?: unknown;
  csrf?: unknown;
  email?: unknown;
  password?: unknown;
}

export interface ApproveForm {
  request?: unknown;
  csrf?: unknown;
  org?: unknown;
  decision?: unknown;
}

type Step = 'sign-in' | 'approve';

const WRONG_CREDENTIALS = 'The email or password is incorrect. Check both and try again.';

/**
 * The sign-in page's steps between /authorize and the redirect back with a code: sign in, pick an
 * organization (skipped when there is one), approve. No cookie: each form carries the pending
 * authorization's id and an HMAC of it keyed by a secret kept with it in the database; the approve
 * form's HMAC also covers the signed-in user, so only the page shown after the password check can
 * approve. A pending authorization ends once (approved or denied) and allows five wrong passwords.
 */
@Injectable()
export class SignInService {
  /** A bcrypt hash of nothing anyone knows, checked for unknown emails so their timing matches. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    @Inject(OAUTH_CONFIG) private readonly config: OAuthConfig,
    @Inject(A8OAuthProvider) private readonly provider: A8OAuthProvider,
    @Inject(OAuthClientsStore) private readonly clients: OAuthClientsStore,
    @Inject(OAuthPendingAuthorizationRepository) private readonly pending: OAuthPendingAuthorizationRepository,
    @Inject(UserRepository) private readonly users: UserRepository,
    @Inject(MembershipRepository) private readonly memberships: MembershipRepository,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
  ) {}

  async showSignIn(requestId: unknown): Promise<SignInResult> {
    const loaded = await this.load(requestId);
    if ('result' in loaded) return loaded.result;
    const { pending, clientName } = loaded;
    return this.page(200, renderSignInPage({ requestId: pending.id, csrf: formToken(pending, 'sign-in'), clientName }));
  }

  /** `address`: the client's address, for the per-address backoff. */
  async signIn(form: SignInForm, address = 'unknown'): Promise<SignInResult> {
    const loaded = await this.load(form.request);
    if ('result' in loaded) return loaded.result;
    const { pending, clientName } = loaded;
    if (!tokenMatches(form.csrf, formToken(pending, 'sign-in'))) return this.staleForm();
    const email = typeof form.email === 'string' ? form.email.trim().slice(0, 320) : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const again = (error: string) => this.page(400, renderSignInPage({ requestId: pending.id, csrf: formToken(pending, 'sign-in'), clientName, email, error }));
    if (!email || !password) return again('Enter your email and your password.');

    // Too many wrong passwords for this account or from this address, in this attempt or earlier
    // ones: wait, without checking the password (the right one does not get through either).
    const wait = await this.throttle.waitSeconds(email, address).catch((error: unknown) => (log.warn({ err: error }, 'sign-in backoff unavailable'), 0));
    if (wait > 0) return this.backoff(wait);

    const user = await this.users.findByEmail(email);
    // Unknown emails cost a bcrypt check too, and get the same answer: no user enumeration.
    const ok = user ? await verifyPassword(password, user.passwordHash) : (await verifyPassword(password, await this.dummy()), false);
    if (!user || !ok) {
      const failures = await this.pending.recordFailedAttempt(pending.id);
      const backoff = await this.throttle.recordFailure(email, address).catch((error: unknown) => (log.warn({ err: error }, 'sign-in backoff unavailable'), 0));
      log.info({ requestId: pending.id, failures, backoffSeconds: backoff }, 'wrong email or password on the OAuth sign-in page');
      if (failures >= MAX_FAILED_SIGN_INS) return this.tooManyAttempts();
      if (backoff > 0) return this.backoff(backoff);
      return again(WRONG_CREDENTIALS);
    }
    await this.throttle.recordSuccess(email, address).catch(() => undefined);
    await this.pending.setUser(pending.id, user.id);
    return this.approvePage({ ...pending, userId: user.id }, clientName, user.email);
  }

  async approve(form: ApproveForm): Promise<SignInResult> {
    const loaded = await this.load(form.request);
    if ('result' in loaded) return loaded.result;
    const { pending, clientName } = loaded;
    if (!pending.userId || !tokenMatches(form.csrf, formToken(pending, 'approve', pending.userId))) return this.staleForm();
    const userId = pending.userId;

    if (form.decision !== 'approve') {
      if (!(await this.pending.complete(pending.id))) return this.finished();
      log.info({ requestId: pending.id, clientId: pending.clientId, userId }, 'the user declined an OAuth authorization');
      return { kind: 'redirect', location: this.redirectBack(pending, { error: 'access_denied', error_description: 'The user declined to connect.' }) };
    }

    const orgId = typeof form.org === 'string' ? form.org : '';
    const membership = /^[0-9a-f-]{36}$/i.test(orgId) ? await this.memberships.findActive(userId, orgId) : null;
    if (!membership) {
      const user = await this.users.findById(userId);
      return this.approvePage(pending, clientName, user?.email ?? '', 'Choose one of your organizations.');
    }
    if (!(await this.pending.complete(pending.id))) return this.finished();
    const code = await this.provider.issueCode(pending, userId, orgId);
    log.info({ requestId: pending.id, clientId: pending.clientId, userId, orgId }, 'the user approved an OAuth authorization');
    return { kind: 'redirect', location: this.redirectBack(pending, { code }) };
  }

  private async approvePage(pending: OAuthPendingAuthorization, clientName: string, email: string, error?: string): Promise<SignInResult> {
    const userId = pending.userId as string;
    const csrf = formToken(pending, 'approve', userId);
    const memberships = await this.memberships.listActiveForUser(userId);
    if (memberships.length === 0) return this.page(200, renderNoOrganizationPage({ requestId: pending.id, csrf, email }));
    const organizations: OrganizationChoice[] = memberships.map((m) => ({ orgId: m.orgId, orgName: m.org.name, role: m.role, permissions: ROLE_PERMISSIONS[m.role] }));
    const page = this.page(error ? 400 : 200, renderApprovePage({ requestId: pending.id, csrf, clientName, email, returnTo: returnTo(pending.redirectUri), organizations, error }));
    return { ...page, formActions: [formActionSource(pending.redirectUri)] } as SignInResult;
  }

  /** The redirect back to the client, with the issuer (RFC 9207) and the client's state. */
  private redirectBack(pending: OAuthPendingAuthorization, params: Record<string, string>): string {
    const url = new URL(pending.redirectUri);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    if (pending.state !== null) url.searchParams.set('state', pending.state);
    url.searchParams.set('iss', this.config.issuer);
    return url.href;
  }

  private async load(requestId: unknown): Promise<{ pending: OAuthPendingAuthorization; clientName: string } | { result: SignInResult }> {
    const pending = typeof requestId === 'string' ? await this.pending.findById(requestId) : null;
    if (!pending) return { result: this.message(404, 'This sign-in link is not valid', 'Go back to your app and connect to A8 again.') };
    if (pending.completedAt) return { result: this.finished() };
    if (pending.expiresAt <= new Date()) return { result: this.message(400, 'This sign-in has expired', 'Go back to your app and connect to A8 again.') };
    if (pending.failedAttempts >= MAX_FAILED_SIGN_INS) return { result: this.tooManyAttempts() };
    const client = await this.clients.getClient(pending.clientId);
    if (!client) return { result: this.message(400, 'This app is no longer registered', 'Go back to your app and connect to A8 again.') };
    const name = typeof client.client_name === 'string' && client.client_name.trim() ? client.client_name.trim().slice(0, 100) : 'An app';
    return { pending, clientName: name };
  }

  private finished(): SignInResult {
    return this.message(400, 'This sign-in has already finished', 'Go back to your app. To connect again, start from the app.');
  }

  private staleForm(): SignInResult {
    return this.message(400, 'This form has expired', 'Go back to your app and connect to A8 again.');
  }

  private tooManyAttempts(): SignInResult {
    return this.message(429, 'Too many attempts', 'This sign-in was stopped after several wrong passwords. Go back to your app and connect to A8 again.');
  }

  private backoff(seconds: number): SignInResult {
    const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
    return this.message(429, 'Too many wrong passwords', `Wait ${wait}, then go back to your app and connect to A8 again.`);
  }

  private message(status: number, title: string, text: string): SignInResult {
    return this.page(status, renderMessagePage(title, text));
  }

  private page(status: number, html: string): SignInResult {
    return { kind: 'page', status, html };
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword(`dummy-${Math.random()}-password`);
    return this.dummyHash;
  }
}

/** The CSRF field of one step: HMAC-SHA256 over the step, the pending id and the user, keyed per sign-in. */
export function formToken(pending: Pick<OAuthPendingAuthorization, 'id' | 'formKey'>, step: Step, userId = ''): string {
  return createHmac('sha256', pending.formKey).update(`${step}\n${pending.id}\n${userId}`).digest('base64url');
}

function tokenMatches(given: unknown, expected: string): boolean {
  return typeof given === 'string' && constantTimeEqual(given, expected);
}

/** The CSP source a redirect to `redirectUri` needs: its origin, or its scheme for an app's own scheme. */
export function formActionSource(redirectUri: string): string {
  const url = new URL(redirectUri);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : url.protocol;
}

/** How the user recognises where they go back to: the host of a web URL, else the scheme and host. */
export function returnTo(redirectUri: string): string {
  const url = new URL(redirectUri);
  if (url.protocol === 'https:' || url.protocol === 'http:') return url.host;
  return url.host ? `${url.protocol}//${url.host}` : url.protocol.replace(/:$/, '');
}
