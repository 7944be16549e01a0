import { getApiApp } from "@/server/api-app";

export const dynamic = "force-dynamic";

const handle = (request: Request) => getApiApp().fetch(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS, handle as HEAD };
