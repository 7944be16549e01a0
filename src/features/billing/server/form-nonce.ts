import "server-only";
import { randomBytes } from "node:crypto";

/** A fresh nonce for each rendered admin form: a double submit of that form is one operation (decision record 0019). */
export const formNonce = () => randomBytes(16).toString("base64url");
