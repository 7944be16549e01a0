import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("business-english-online-courses");

export const generateMetadata = route.generateMetadata;
export default route.Page;
