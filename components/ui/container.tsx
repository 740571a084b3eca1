import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { cx } from './class-names';
import styles from './container.module.css';

type ContainerProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  children?: ReactNode;
  /** The element to render: div by default, or a landmark such as section or nav. */
  as?: ElementType;
  /** 'lg' (1200 px, the shop's page width) or 'md' (900 px, forms and articles). */
  width?: 'lg' | 'md';
};

/** The centred page column, as MUI's Container lays it out, in plain markup. */
export function Container({ as: Element = 'div', width = 'lg', className, ...props }: ContainerProps) {
  return <Element className={cx(styles.container, styles[width], className)} {...props} />;
}
