import "server-only";
import { randomBytes } from "node:crypto";

/** A fresh nonce for each rendered decision form: a double submit of that form is one decision (decision record 0040). */
export const formNonce = () => randomBytes(16).toString("base64url");
