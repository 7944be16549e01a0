/** Everything that makes Lingora look and sound like Lingora, in one place. */
export const brand = {
  name: "Lingora",
  /** English source of the meta description; pages show the translated `meta.description`. */
  description: "Best tool to learn languages",
  colors: {
    primary: "#4f46e5",
    primaryDark: "#3730a3",
    accent: "#f59e0b",
    ink: "#111827",
    paper: "#ffffff",
  },
} as const;
