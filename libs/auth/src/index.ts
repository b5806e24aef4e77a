// @a8/auth: API keys, permissions and roles, passwords. Framework-free; the gateways wrap it.
export {
  API_KEY_PREFIX,
  constantTimeEqual,
  generateApiKey,
  hashSecret,
  parseApiKey,
  secretMatches,
  type GeneratedApiKey,
  type ParsedApiKey,
} from './lib/api-key';
export {
  PERMISSIONS,
  ROLES,
  ROLE_PERMISSIONS,
  InvalidValueError,
  hasPermissions,
  isPermission,
  isRole,
  parsePermissions,
  parseRole,
  type Permission,
} from './lib/permissions';
export { PASSWORD_MIN_LENGTH, WeakPasswordError, hashPassword, passwordProblem, verifyPassword } from './lib/password';
export { extractApiKey, type HeaderRecord } from './lib/extract-api-key';
export {
  ApiKeyAuthenticator,
  type ApiKeyAuthenticatorOptions,
  type AuthenticatedKey,
} from './lib/api-key-authenticator';
