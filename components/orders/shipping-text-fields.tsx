'use client';
import TextField from '@mui/material/TextField';

export interface ShippingTextFieldsProps<F extends string> {
  fields: readonly F[];
  values: Record<F, string>;
  problems: Partial<Record<F, string>>;
  label: (field: F) => string;
  onChange: (field: F, value: string) => void;
}

/**
 * The required text fields of a points exchange or a trial application (consignee, mobile, address
 * and the like), each with its problem under it; the address may take several lines.
 */
export function ShippingTextFields<F extends string>({ fields, values, problems, label, onChange }: ShippingTextFieldsProps<F>) {
  return fields.map((field) => (
    <TextField
      key={field}
      name={field}
      label={label(field)}
      required
      value={values[field]}
      onChange={(event) => onChange(field, event.target.value)}
      error={Boolean(problems[field])}
      helperText={problems[field] ?? ' '}
      multiline={field === 'address'}
      slotProps={{ htmlInput: { maxLength: 200 } }}
      size="small"
    />
  ));
}
