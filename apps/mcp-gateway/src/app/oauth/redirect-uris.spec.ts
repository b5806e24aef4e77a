import { describe, expect, it } from 'vitest';
import { redirectUriProblem, redirectUrisProblem } from './redirect-uris';

describe('redirectUriProblem', () => {
  it.each([
    'https://claude.ai/api/mcp/auth_callback',
    'https://claude.com/api/mcp/auth_callback',
    'https://chatgpt.com/connector_platform_oauth_redirect',
    'https://chatgpt.com/connector/oauth/abc123',
    'cursor://anysphere.cursor-mcp/oauth/callback',
    'https://www.cursor.com/agents/mcp/oauth/callback',
    'http://localhost:6274/callback',
    'http://127.0.0.1:33418/oauth/callback',
    'http://[::1]:8080/cb',
    'com.example.app:/oauth2redirect',
  ])('accepts %s', (uri) => {
    expect(redirectUriProblem(uri)).toBeNull();
  });

  it.each([
    ['javascript:alert(1)', /javascript:/],
    ['JavaScript:alert(1)', /javascript:/],
    ['data:text/html,<script>alert(1)</script>', /data:/],
    ['file:///etc/passwd', /file:/],
    ['vbscript:msgbox(1)', /vbscript:/],
    ['http://example.com/callback', /localhost/],
    ['http://localhost.evil.com/callback', /localhost/],
    ['https://claude.ai/api/mcp/auth_callback#frag', /fragment/],
    ['https://claude.ai/cb#', /fragment/],
    ['https://user:pw@claude.ai/cb', /user name/],
    ['/relative/callback', /absolute/],
    ['', /non-empty/],
    [42, /non-empty/],
  ])('refuses %s', (uri, message) => {
    expect(redirectUriProblem(uri)).toMatch(message);
  });
});

describe('redirectUrisProblem', () => {
  it("accepts Cursor's three-URI registration", () => {
    expect(
      redirectUrisProblem(['cursor://anysphere.cursor-mcp/oauth/callback', 'https://www.cursor.com/agents/mcp/oauth/callback', 'http://localhost:54321/callback']),
    ).toBeNull();
  });

  it('names the offending URI when one of several is refused', () => {
    expect(redirectUrisProblem(['https://claude.ai/api/mcp/auth_callback', 'javascript:alert(1)'])).toMatch(/"javascript:alert\(1\)" must not use/);
  });

  it('refuses an empty or missing list', () => {
    expect(redirectUrisProblem([])).toMatch(/non-empty/);
    expect(redirectUrisProblem(undefined)).toMatch(/non-empty/);
  });
});
