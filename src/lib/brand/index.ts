export { brand } from "./brand";
export { Logo, LogoMark } from "./logo";
