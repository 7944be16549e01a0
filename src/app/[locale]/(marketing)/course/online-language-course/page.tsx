import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("online-language-course");

export const generateMetadata = route.generateMetadata;
export default route.Page;
