'use client';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { HeartIcon, HeartOutlineIcon } from '@/components/ui/icons';
import styles from './favourite-button.module.css';

export interface FavouriteHeartProps {
  label: string;
  pressed: boolean;
  busy?: boolean;
  onClick?(): void;
}

/** The favourite heart's look: filled while the goods item is collected. */
export function FavouriteHeart({ label, pressed, busy = false, onClick }: FavouriteHeartProps) {
  return (
    <button type="button" aria-pressed={pressed} aria-busy={busy} onClick={onClick} className={cx(button.base, button.outlined, button.small, styles.heart)}>
      {pressed ? <HeartIcon /> : <HeartOutlineIcon />}
      {label}
    </button>
  );
}
