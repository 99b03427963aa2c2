import { lazy, Suspense } from 'react';
import type { DateFieldProps } from './date-field.tsx';
import { FormField } from './form-field.tsx';

const DateField = lazy(() => import('./date-field.tsx').then((module) => ({ default: module.DateField })));

/**
 * The date field for a screen that must not wait for the picker (the dashboard's filter): the screen paints
 * with a read-only field of the same label and size, and the picker (~60 KB) takes its place once loaded.
 */
export function LazyDateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<FormField id={props.id} label={props.label} value="" readOnly />}>
      <DateField {...props} />
    </Suspense>
  );
}
