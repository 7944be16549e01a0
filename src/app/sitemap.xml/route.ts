import { handleHttpRequest } from "@/server/http-edge";

// Generated on request, never at build (decision record 0043).
export const dynamic = "force-dynamic";

export { handleHttpRequest as GET };
