import { createHash } from 'node:crypto';
import type { Permission } from '@a8/contracts';

/**
 * The sign-in pages: server-rendered HTML that works without JavaScript and loads nothing else
 * (one inline style sheet, allowed by its hash). Every value from a user or a client is escaped.
 */

const CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f4f4f2; }
body { margin: 0; padding: 2rem 1rem; }
main { max-width: 28rem; margin: 0 auto; background: #fff; border: 1px solid #d0d0cc; border-radius: 8px; padding: 1.5rem 1.75rem 1.75rem; }
.brand { font-weight: 700; font-size: 1.1rem; letter-spacing: .04em; margin: 0 0 1rem; }
h1 { font-size: 1.4rem; line-height: 1.3; margin: 0 0 .75rem; }
h2 { font-size: 1.05rem; margin: 1.25rem 0 .5rem; }
p, li { line-height: 1.5; }
.field { margin: 1rem 0; }
label { display: block; font-weight: 600; margin-bottom: .3rem; }
input[type=email], input[type=password] { box-sizing: border-box; width: 100%; padding: .6rem .7rem; font: inherit; border: 1px solid #6b6b6b; border-radius: 4px; }
input[aria-invalid=true] { border: 2px solid #b00020; }
fieldset { border: 1px solid #d0d0cc; border-radius: 6px; margin: 1rem 0; padding: .5rem 1rem 1rem; }
fieldset[aria-invalid=true] { border: 2px solid #b00020; }
legend { font-weight: 600; padding: 0 .3rem; }
.choice { display: flex; gap: .6rem; align-items: baseline; margin: .6rem 0; }
.choice label { display: inline; font-weight: 400; margin: 0; }
.choice input { flex: none; margin: 0; width: 1.1rem; height: 1.1rem; }
.hint { color: #4a4a4a; margin: .25rem 0 .5rem; }
.error-summary { border-left: 4px solid #b00020; background: #fdecee; padding: .6rem .9rem; margin: 1rem 0; }
.error-summary p { margin: 0; }
.field-error { color: #b00020; font-weight: 600; margin: .25rem 0; }
.actions { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
button { font: inherit; font-weight: 600; padding: .6rem 1.2rem; border-radius: 4px; border: 2px solid #1f3f8f; background: #1f3f8f; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #1f3f8f; }
:focus-visible { outline: 3px solid #e3a400; outline-offset: 2px; }
.meta { color: #4a4a4a; font-size: .95rem; }
`;

/** The Content-Security-Policy of every page: nothing loads, only this style sheet applies. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(CSS, 'utf8').digest('base64')}'`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const PERMISSION_TEXT: Record<Permission, string> = {
  'models:infer': 'Judge requests with your organization’s models',
  'models:train': 'Teach and retract examples, which changes your organization’s next model version',
  'models:explain': 'Read the examples your organization taught',
};
const PERMISSION_SHORT: Record<Permission, string> = {
  'models:infer': 'judge',
  'models:train': 'teach and retract',
  'models:explain': 'read taught examples',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · A8</title>
<style>${CSS}</style>
</head>
<body>
<main>
<p class="brand">A8</p>
${body}
</main>
</body>
</html>
`;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

export interface SignInPageInput {
  requestId: string;
  csrf: string;
  clientName: string;
  email?: string;
  error?: string;
}

export function renderSignInPage(input: SignInPageInput): string {
  const error = input.error ? escapeHtml(input.error) : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="credentials-error"' : '';
  return page(
    'Sign in',
    `<h1>Sign in to connect ${escapeHtml(input.clientName)}</h1>
<p><strong>${escapeHtml(input.clientName)}</strong> asks to use A8 on your behalf. Sign in with your A8 account to choose what it can do.</p>
${error ? `<div class="error-summary" role="alert"><p id="credentials-error">${error}</p></div>` : ''}
<form method="post" action="/oauth/sign-in">
${hidden('request', input.requestId)}
${hidden('csrf', input.csrf)}
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" spellcheck="false" required value="${escapeHtml(input.email ?? '')}"${invalid}${error ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
</div>
<div class="actions">
<button type="submit">Sign in</button>
</div>
</form>`,
  );
}

export interface OrganizationChoice {
  orgId: string;
  orgName: string;
  role: string;
  permissions: readonly Permission[];
}

export interface ApprovePageInput {
  requestId: string;
  csrf: string;
  clientName: string;
  email: string;
  /** Where the browser goes back to, as the user would recognise it (a host or a scheme). */
  returnTo: string;
  organizations: OrganizationChoice[];
  selectedOrgId?: string;
  error?: string;
}

export function renderApprovePage(input: ApprovePageInput): string {
  const client = escapeHtml(input.clientName);
  const error = input.error ? escapeHtml(input.error) : '';
  let orgPart: string;
  if (input.organizations.length === 1) {
    const [only] = input.organizations;
    orgPart = `${hidden('org', only.orgId)}
<p>It will act in <strong>${escapeHtml(only.orgName)}</strong> with your role there, <strong>${escapeHtml(only.role)}</strong>.</p>
<h2>What ${client} will be able to do</h2>
<ul>${only.permissions.map((p) => `<li>${escapeHtml(PERMISSION_TEXT[p])}</li>`).join('')}</ul>`;
  } else {
    const choices = input.organizations
      .map((org, i) => {
        const checked = org.orgId === input.selectedOrgId ? ' checked' : '';
        const abilities = org.permissions.map((p) => PERMISSION_SHORT[p]).join(', ');
        return `<div class="choice"><input type="radio" id="org-${i}" name="org" value="${escapeHtml(org.orgId)}" required${checked}${i === 0 && error ? ' autofocus' : ''}>
<label for="org-${i}"><strong>${escapeHtml(org.orgName)}</strong> <span class="meta">— ${escapeHtml(org.role)}: ${escapeHtml(abilities)}</span></label></div>`;
      })
      .join('\n');
    orgPart = `<fieldset aria-describedby="org-hint${error ? ' org-error' : ''}"${error ? ' aria-invalid="true"' : ''}>
<legend>Organization</legend>
<p class="hint" id="org-hint">${client} will act in the organization you choose, with your role there.</p>
${error ? `<p class="field-error" id="org-error">${error}</p>` : ''}
${choices}
</fieldset>`;
  }
  return page(
    `Allow ${input.clientName}`,
    `<h1>Allow ${client} to use A8?</h1>
<p class="meta">Signed in as <strong>${escapeHtml(input.email)}</strong>. “${client}” is the name the app gave itself.</p>
${error ? `<div class="error-summary" role="alert"><p>${error}</p></div>` : ''}
<form method="post" action="/oauth/approve">
${hidden('request', input.requestId)}
${hidden('csrf', input.csrf)}
${orgPart}
<p>When you choose, you go back to <strong>${escapeHtml(input.returnTo)}</strong>. You can disconnect the app there at any time.</p>
<div class="actions">
<button type="submit" name="decision" value="approve">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

export interface NoOrganizationPageInput {
  requestId: string;
  csrf: string;
  email: string;
}

export function renderNoOrganizationPage(input: NoOrganizationPageInput): string {
  return page(
    'No organization',
    `<h1>Your account is not in an organization</h1>
<p>You signed in as <strong>${escapeHtml(input.email)}</strong>, but you are not a member of any A8 organization yet. Ask an owner of your organization to add you, then connect again.</p>
<form method="post" action="/oauth/approve">
${hidden('request', input.requestId)}
${hidden('csrf', input.csrf)}
<div class="actions">
<button type="submit" name="decision" value="deny">Go back to the app</button>
</div>
</form>`,
  );
}

export function renderMessagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
