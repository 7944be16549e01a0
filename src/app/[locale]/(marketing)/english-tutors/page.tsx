import { marketingRoute } from "@/server/marketing-route";

const route = marketingRoute("english-tutors");

export const generateMetadata = route.generateMetadata;
export default route.Page;
