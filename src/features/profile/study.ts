/** What study pages use of the profile: white noise while studying, when the user turned it on. */
export { useWhiteNoise } from "./client/use-white-noise";
