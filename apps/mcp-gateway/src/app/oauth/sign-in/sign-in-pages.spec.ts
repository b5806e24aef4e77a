import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_CSP, escapeHtml, renderApprovePage, renderSignInPage } from './sign-in-pages';
import { formToken, returnTo } from './sign-in.service';

describe('sign-in pages', () => {
  it('escapes everything a client or user supplies', () => {
    const html = renderSignInPage({ requestId: 'r"><x', csrf: 'c', clientName: '<script>alert(1)</script>', email: '"onfocus="x' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('value="&quot;onfocus=&quot;x"');
    expect(html).toContain('value="r&quot;&gt;&lt;x"');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('labels its fields and ties the error to them', () => {
    const html = renderSignInPage({ requestId: 'r', csrf: 'c', clientName: 'Claude', email: 'a@b.c', error: 'The email or password is incorrect.' });
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<p id="credentials-error">The email or password is incorrect.<\/p>/);
    expect(html.match(/aria-describedby="credentials-error"/g)).toHaveLength(2);
    expect(html).toMatch(/role="alert"/);
  });

  it('allows only its own inline style sheet', () => {
    const css = /<style>([\s\S]*?)<\/style>/.exec(renderSignInPage({ requestId: 'r', csrf: 'c', clientName: 'x' }))?.[1] ?? '';
    expect(PAGE_CSP).toContain(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
    expect(PAGE_CSP).toContain("default-src 'none'");
    expect(PAGE_CSP).toContain("frame-ancestors 'none'");
  });

  it('offers a radio list with a legend when the user has several organizations', () => {
    const html = renderApprovePage({
      requestId: 'r',
      csrf: 'c',
      clientName: 'Cursor',
      email: 'a@b.c',
      returnTo: 'cursor://anysphere.cursor-mcp',
      organizations: [
        { orgId: 'o1', orgName: 'Acme', role: 'owner', permissions: ['models:infer', 'models:train', 'models:explain'] },
        { orgId: 'o2', orgName: 'Beta', role: 'viewer', permissions: ['models:infer', 'models:explain'] },
      ],
    });
    expect(html).toContain('<legend>Organization</legend>');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toMatch(/<label for="org-1"><strong>Beta<\/strong>/);
  });

  it('states the one organization and what the app may do when there is one', () => {
    const html = renderApprovePage({
      requestId: 'r',
      csrf: 'c',
      clientName: 'Claude',
      email: 'a@b.c',
      returnTo: 'claude.ai',
      organizations: [{ orgId: 'o1', orgName: 'Acme', role: 'viewer', permissions: ['models:infer', 'models:explain'] }],
    });
    expect(html).not.toContain('type="radio"');
    expect(html).toContain('<input type="hidden" name="org" value="o1">');
    expect(html).toContain('Judge requests');
    expect(html).not.toContain('Teach and retract');
  });
});

describe('formToken', () => {
  const pending = { id: '5d0c7c36-3f7e-4a43-9d7a-111111111111', formKey: 'k1' };
  it('differs per step, per user and per key', () => {
    const signIn = formToken(pending, 'sign-in');
    expect(formToken(pending, 'approve', 'u1')).not.toBe(signIn);
    expect(formToken(pending, 'approve', 'u1')).not.toBe(formToken(pending, 'approve', 'u2'));
    expect(formToken({ ...pending, formKey: 'k2' }, 'sign-in')).not.toBe(signIn);
    expect(formToken(pending, 'sign-in')).toBe(signIn);
  });
});

describe('returnTo', () => {
  it('names the host of web callbacks and the scheme of app callbacks', () => {
    expect(returnTo('https://claude.ai/api/mcp/auth_callback')).toBe('claude.ai');
    expect(returnTo('http://localhost:1234/callback')).toBe('localhost:1234');
    expect(returnTo('cursor://anysphere.cursor-mcp/oauth/callback')).toBe('cursor://anysphere.cursor-mcp');
  });
});
