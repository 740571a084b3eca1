/** Joins the class names that apply: cx(styles.base, open && styles.open). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
