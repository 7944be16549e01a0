/**
 * The browser tests' server trusts one proxy hop (TRUST_PROXY_HOPS=1), so each spec file can act
 * from its own client address: per-address rate limits (sign-ups, contact messages) then count
 * that file's requests only, as they would for separate people.
 */
export function uniqueClientAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `198.18.${part()}.${part()}`;
}
