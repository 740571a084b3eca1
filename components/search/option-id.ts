/** The id of the popup's option at `index`, which aria-activedescendant names. */
export const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;
