// A real OpenID Connect provider (npm oidc-provider) for the browser tests' social sign-in.
// Started by Playwright as a second web server; its dev login screen accepts any login.
import Provider from "oidc-provider";

const PORT = Number(process.env.OIDC_PORT ?? 3199);
const APP = process.env.APP_ORIGIN ?? "http://localhost:3100";

const provider = new Provider(`http://localhost:${PORT}`, {
  clients: [
    {
      client_id: "lingora-e2e",
      client_secret: "lingora-e2e-secret",
      redirect_uris: [`${APP}/api/identity/oauth2/callback/oidc`, `${APP}/api/identity/callback/oidc`],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  conformIdTokenClaims: false,
  async findAccount(_ctx, id) {
    const login = id.toLowerCase().replace(/[^a-z0-9.-]/g, "") || "learner";
    return {
      accountId: id,
      async claims() {
        return { sub: id, email: `${login}@oidc.example`, email_verified: true, name: `OIDC ${login}` };
      },
    };
  },
  cookies: { keys: ["lingora-e2e-cookie-key"] },
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => false },
});
provider.proxy = true;
provider.listen(PORT, () => console.log(`oidc provider on ${PORT}`));
