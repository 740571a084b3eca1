'use client';
/**
 * MUI surfaces rendered as locale-aware links. Server components cannot hand the Link
 * component to MUI (a client component) as a prop, so the pairing happens here.
 */
import Box, { type BoxProps } from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CardActionArea, { type CardActionAreaProps } from '@mui/material/CardActionArea';
import { Link } from '@/lib/i18n/navigation';

/** A locale-free path such as '/goods-list?id=CP001'; Link adds the locale prefix. */
type Href = string;

export function LinkButton({ href, ...props }: Omit<ButtonProps, 'href'> & { href: Href }) {
  return <Button component={Link} href={href} {...props} />;
}

export function BoxLink({ href, ...props }: Omit<BoxProps, 'href'> & { href: Href }) {
  return <Box component={Link} href={href} {...props} />;
}

export function CardActionLink({ href, ...props }: Omit<CardActionAreaProps, 'href'> & { href: Href }) {
  return <CardActionArea component={Link} href={href} {...props} />;
}
