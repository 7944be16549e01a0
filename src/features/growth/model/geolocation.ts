/** The spec's geolocation lookup response (section 3), field for field. */
export interface GeolocationResponse {
  country: string;
  countryCode: string;
  city: string;
  region: string;
  regionName: string;
  timezone: string;
  zip: string;
  lat: number | "";
  lon: number | "";
  isp: string;
  org: string;
  as: string;
  query: string;
  status: "success" | "fail";
  message?: string;
}

const EMPTY = { city: "", region: "", regionName: "", timezone: "", zip: "", lat: "", lon: "", isp: "", org: "", as: "" } as const;

/** A found country; what the offline country database cannot know stays an empty string. */
export function geolocationSuccess(input: { ip: string; countryCode: string; countryName: string }): GeolocationResponse {
  return { country: input.countryName, countryCode: input.countryCode, ...EMPTY, query: input.ip, status: "success" };
}

export function geolocationFailure(ip: string, message: string): GeolocationResponse {
  return { country: "", countryCode: "", ...EMPTY, query: ip, status: "fail", message };
}

/** Loopback, private, link-local, carrier-grade NAT, documentation and other non-public ranges. */
export function isNonPublicAddress(ip: string): boolean {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const lower = ip.toLowerCase();
  return (
    lower === "::1" ||
    lower === "::" ||
    lower.startsWith("fc") ||
    lower.startsWith("fd") ||
    lower.startsWith("fe80") ||
    !lower.includes(":")
  );
}
