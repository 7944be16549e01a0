import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("learn-english-online");

export const generateMetadata = route.generateMetadata;
export default route.Page;
