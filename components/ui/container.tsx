import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { cx } from './class-names';
import styles from './container.module.css';

type ContainerProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  children?: ReactNode;
  /** The element to render: div by default, or a landmark such as section or nav. */
  as?: ElementType;
  /**
   * 'lg' (1200 px, the shop's page width), 'md' (900 px, forms and articles), 'sm' (600 px, the
   * account cards) or 'xl' (1536 px, the listings and finders, which need the room).
   */
  width?: 'sm' | 'md' | 'lg' | 'xl';
  /** The page's main column, with 24 px above and below (not for the header's and footer's rows). */
  page?: boolean;
};

/** The centred page column, as MUI's Container lays it out, in plain markup. */
export function Container({ as: Element = 'div', width = 'lg', page = false, className, ...props }: ContainerProps) {
  return <Element className={cx(styles.container, styles[width], page && styles.page, className)} {...props} />;
}
