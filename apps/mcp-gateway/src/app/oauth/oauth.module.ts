import { Module, type DynamicModule } from '@nestjs/common';
import { A8OAuthProvider } from './a8-oauth.provider';
import { OAuthClientsStore } from './oauth-clients.store';
import { OAuthTokenVerifier } from './oauth-token-verifier';
import { OAUTH_CONFIG, oauthConfig, type OAuthOptions } from './oauth.config';
import { SignInService } from './sign-in/sign-in.service';

/**
 * OAuth 2.1 sign-in for MCP hosts. Global: the MCP handler injects OAuthTokenVerifier. Needs
 * DbModule (global) for its repositories; `mountOAuth` puts the HTTP side on the Express app.
 */
@Module({})
export class OAuthModule {
  static forRoot(options: OAuthOptions): DynamicModule {
    return {
      module: OAuthModule,
      global: true,
      providers: [{ provide: OAUTH_CONFIG, useValue: oauthConfig(options) }, OAuthClientsStore, OAuthTokenVerifier, A8OAuthProvider, SignInService],
      exports: [OAuthTokenVerifier],
    };
  }
}
