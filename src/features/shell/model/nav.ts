export interface NavItem {
  href: string;
  label: string;
  /** Which header shows it (globals.css): the product's or the marketing one (decision record 0027). */
  group: "product" | "marketing";
}

/** The attribute globals.css shows or hides a navigation item by. */
export const navGroup = (item: NavItem) => (item.group === "product" ? { "data-nav-product": "" } : { "data-nav-marketing": "" });
