// OAuth 2.1 sign-in for MCP hosts: the authorization server, the sign-in page, the token verifier.
export { OAuthModule } from './oauth.module';
export { OAuthTokenVerifier } from './oauth-token-verifier';
export { mountOAuth } from './mount-oauth';
export { protectedResourceMetadataUrl, type OAuthOptions } from './oauth.config';
