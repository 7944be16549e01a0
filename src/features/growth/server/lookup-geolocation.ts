import "server-only";
import path from "node:path";
import maxmind, { type CountryResponse, type Reader } from "maxmind";
import { geolocationFailure, geolocationSuccess, isNonPublicAddress, type GeolocationResponse } from "../model/geolocation";

/** DB-IP Lite country database, shipped on npm (CC BY 4.0: "IP Geolocation by DB-IP"). */
const DATABASE = path.join(process.cwd(), "node_modules", "@ip-location-db", "dbip-country-mmdb", "dbip-country.mmdb");

let reader: Promise<Reader<{ country_code?: string } & Partial<CountryResponse>>> | undefined;

/** Looks an address up offline; non-public and unknown addresses answer status "fail". */
export async function lookupGeolocation(ip: string): Promise<GeolocationResponse> {
  const address = ip.replace(/^::ffff:/, "");
  if (!maxmind.validate(address) || isNonPublicAddress(address)) {
    return geolocationFailure(address, "private, reserved or invalid address");
  }
  reader ??= maxmind.open(DATABASE);
  const found = (await reader).get(address);
  const countryCode = found?.country_code ?? found?.country?.iso_code;
  if (!countryCode) return geolocationFailure(address, "address not found");
  const countryName = new Intl.DisplayNames(["en"], { type: "region" }).of(countryCode) ?? countryCode;
  return geolocationSuccess({ ip: address, countryCode, countryName });
}

/** The ISO country code of an address, or null when it is not public or not in the database. */
export async function lookupCountryCode(ip: string): Promise<string | null> {
  try {
    const found = await lookupGeolocation(ip);
    return found.status === "success" ? found.countryCode : null;
  } catch {
    return null;
  }
}
