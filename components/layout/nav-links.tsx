import { Link } from '@/lib/i18n/navigation';

export interface NavLink {
  label: string;
  href: string;
}

/** The entries of a main-nav dropdown, as server markup inside the dropdown island. */
export function NavLinks({ links }: { links: NavLink[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href}>{link.label}</Link>
    </li>
  ));
}
