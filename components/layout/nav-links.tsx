import { LocaleLink } from '@/components/ui/locale-link';

export interface NavLink {
  label: string;
  href: string;
}

/** The entries of a main-nav dropdown, as server markup inside the dropdown island. */
export function NavLinks({ links }: { links: NavLink[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <LocaleLink href={link.href}>{link.label}</LocaleLink>
    </li>
  ));
}
