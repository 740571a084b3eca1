'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { ExpandLessIcon, ExpandMoreIcon } from '@/components/ui/icons';
import type { CategoryCountView } from '@/lib/api/finder-shape';
import { CheckOption } from './check-option';
import styles from './category-checklist.module.css';
import { checkState } from './finder-selection';

export interface CategoryChecklistProps {
  nodes: readonly CategoryCountView[];
  selected: readonly string[];
  onToggle: (node: CategoryCountView) => void;
  /** Branches fold (the panel) or stay open (the 'All categories' dialog). */
  collapsible: boolean;
}

function holdsSelection(node: CategoryCountView, selected: readonly string[]): boolean {
  return node.children.some((child) => selected.includes(child.id) || holdsSelection(child, selected));
}

function CategoryItem({ node, ...props }: CategoryChecklistProps & { node: CategoryCountView }) {
  const t = useTranslations('antibody');
  const [open, setOpen] = useState(() => !props.collapsible || holdsSelection(node, props.selected));
  const listId = useId();
  const state = checkState(node, props.selected);
  return (
    <li>
      <div className={styles.row}>
        <CheckOption
          label={t('optionLabel', { name: node.name, count: node.count })}
          checked={state !== 'unchecked'}
          // A category under a checked one is covered by it (unticked with its parent); an
          // unchecked one without goods could only empty the list.
          disabled={state === 'implied' || (state === 'unchecked' && node.count === 0)}
          onChange={() => props.onToggle(node)}
          alignTop
        />
        {props.collapsible && node.children.length ? (
          <button
            type="button"
            className={cx(button.icon, styles.branch)}
            aria-label={t('toggleBranch', { name: node.name })}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? <ExpandLessIcon size="small" /> : <ExpandMoreIcon size="small" />}
          </button>
        ) : null}
      </div>
      {node.children.length ? (
        <div id={listId} hidden={!open} className={styles.children}>
          <CategoryChecklist {...props} nodes={node.children} />
        </div>
      ) : null}
    </li>
  );
}

/** Categories as nested checkboxes with counts (docs/product.md §2.4 item 3: two or three levels). */
export function CategoryChecklist(props: CategoryChecklistProps) {
  return (
    <ul className={styles.list}>
      {props.nodes.map((node) => (
        <CategoryItem key={node.id} {...props} node={node} />
      ))}
    </ul>
  );
}
