import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("who-we-are");

export const generateMetadata = route.generateMetadata;
export default route.Page;
