import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { DateField, type DateFieldProps } from './date-field.tsx';

type BoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'focusRef';

export type FormDateFieldProps<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, string>,
  Transformed extends FieldValues,
> = Omit<DateFieldProps, BoundProps> & {
  /** The form's control, whatever its resolver hands the submit. */
  control: Control<Values, unknown, Transformed>;
  name: Name;
  /** After the form has the new value: to re-check a field that depends on this one. */
  onValue?: (value: string) => void;
};

/** A DateField bound to a react-hook-form field: its value, its touch, and the focus on the first error. */
export function FormDateField<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, string>,
  Transformed extends FieldValues = Values,
>({ control, name, onValue, ...props }: FormDateFieldProps<Values, Name, Transformed>) {
  const { field } = useController({ control, name });
  return (
    <DateField
      {...props}
      name={field.name}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        onValue?.(value);
      }}
      onBlur={field.onBlur}
      focusRef={field.ref}
    />
  );
}
