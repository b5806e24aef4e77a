// @a8/gateway-core: what every interface (Messages, MCP, and any later one) shares, framework-free:
// reading bodies, authenticating callers, the per-caller rate limit, readiness, and presenting a
// judge reply. Each gateway keeps only its protocol's encoding. The Nest wiring is in ./nest.
export * from './json-intake';
export * from './http-timeouts';
export * from './read-json-body';
export * from './caller-authenticator';
export * from './rate-limiter';
export * from './sign-in-throttle';
export * from './readiness';
export * from './present-reply';
export * from './mcp-tools/tool-definitions';
export * from './mcp-tools/tool-arguments';
export * from './nest/gateway-core.module';
