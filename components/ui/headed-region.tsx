import type { ReactNode } from 'react';

interface HeadedRegionProps {
  /** The landmark: a section, a nav or an aside. */
  as?: 'section' | 'nav' | 'aside';
  headingId: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** A landmark named by its own h2 (aria-labelledby), so assistive technology lists it by that heading. */
export function HeadedRegion({ as: Landmark = 'section', headingId, heading, className, headingClassName, children }: HeadedRegionProps) {
  return (
    <Landmark aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </Landmark>
  );
}
