/** A company page's structured sections as server markup: heading, paragraphs, a list, a table. */
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import type { CompanySection } from '@/lib/api/company';
import styles from './company.module.css';
import { ColumnHeads } from '@/components/ui/column-heads';

export function CompanySections({ sections }: { sections: readonly CompanySection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={index} className={styles.section} aria-labelledby={`company-section-${index}`}>
          <h2 id={`company-section-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {section.items.length ? (
            <ul>
              {section.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.table ? (
            <div className={surface.tableScroll} tabIndex={0}>
              <table className={cx(surface.table, styles.wideTable)}>
                <ColumnHeads labels={section.table.columns} />
                <tbody>
                  {section.table.rows.map((row, r) => (
                    <tr key={r}>
                      {row.map((cell, c) =>
                        c === 0 ? (
                          <th key={c} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={c}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ))}
    </>
  );
}
