import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { SwitchField, type SwitchFieldProps } from './switch-field.tsx';

/** A SwitchField bound to a react-hook-form boolean: its value, its touch, and the focus on the first error. */
export function FormSwitchField<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, boolean>,
  Transformed extends FieldValues = Values,
>({
  control,
  name,
  ...props
}: Omit<SwitchFieldProps, 'checked' | 'onChange' | 'onBlur' | 'inputRef'> & {
  control: Control<Values, unknown, Transformed>;
  name: Name;
}) {
  const { field } = useController({ control, name });
  return (
    <SwitchField
      {...props}
      checked={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
