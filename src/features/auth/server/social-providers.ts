import type { GenericOAuthConfig } from "better-auth/plugins";
import type { Config } from "@/lib/config";

export type SocialProviderId = "google" | "apple" | "facebook" | "oidc";

export interface SocialProvider {
  id: SocialProviderId;
  /** Shown on the button ("Continue with …"); brand names are not translated. */
  name: string;
}

/**
 * Every social sign-in goes through one generic OpenID Connect / OAuth 2 code path
 * (better-auth's genericOAuth), so the local tests against a real OIDC provider exercise
 * the same code as Google, Apple and Facebook. Each provider is on when its id and secret are set.
 */
export function socialProviderConfigs(config: Config): GenericOAuthConfig[] {
  const configs: GenericOAuthConfig[] = [];
  const scopes = ["openid", "email", "profile"];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    configs.push({
      providerId: "google",
      name: "Google",
      discoveryUrl: "https://accounts.google.com/.well-known/openid-configuration",
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      scopes,
      pkce: true,
    });
  }
  if (config.APPLE_CLIENT_ID && config.APPLE_CLIENT_SECRET) {
    configs.push({
      providerId: "apple",
      name: "Apple",
      discoveryUrl: "https://appleid.apple.com/.well-known/openid-configuration",
      clientId: config.APPLE_CLIENT_ID,
      // Apple's client secret is a signed JWT generated from the team key (see README).
      clientSecret: config.APPLE_CLIENT_SECRET,
      scopes: ["openid", "email", "name"],
      pkce: true,
      authorizationUrlParams: { response_mode: "form_post" },
    });
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    configs.push({
      providerId: "facebook",
      name: "Facebook",
      authorizationUrl: "https://www.facebook.com/v21.0/dialog/oauth",
      tokenUrl: "https://graph.facebook.com/v21.0/oauth/access_token",
      userInfoUrl: "https://graph.facebook.com/me?fields=id,name,email,picture",
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      scopes: ["email", "public_profile"],
      pkce: true,
    });
  }
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    configs.push({
      providerId: "oidc",
      name: config.OIDC_NAME,
      discoveryUrl: `${config.OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      scopes,
      pkce: true,
    });
  }
  return configs;
}

export function enabledSocialProviders(config: Config): SocialProvider[] {
  return socialProviderConfigs(config).map((c) => ({ id: c.providerId as SocialProviderId, name: c.name ?? c.providerId }));
}
