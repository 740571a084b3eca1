'use client';
/**
 * MUI surfaces rendered as locale-aware links. Server components cannot hand the Link
 * component to MUI (a client component) as a prop, so the pairing happens here.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import { Link } from '@/lib/i18n/navigation';

/** A locale-free path such as '/goods-list?id=CP001'; Link adds the locale prefix. */
type Href = string;

export function LinkButton({ href, ...props }: Omit<ButtonProps, 'href'> & { href: Href }) {
  return <Button component={Link} href={href} {...props} />;
}
