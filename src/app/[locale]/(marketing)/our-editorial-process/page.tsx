import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("our-editorial-process");

export const generateMetadata = route.generateMetadata;
export default route.Page;
