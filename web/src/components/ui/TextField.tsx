import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export type TextFieldProps = Omit<InputProps, 'required'> & {
  /** The visible label; Field.Root ties it to the input (htmlFor/id) for screen readers. */
  label: string;
  /** Marks the field required (the native attribute and the label's asterisk). */
  required?: boolean;
  helperText?: ReactNode;
  /** The input element (a prop like any other in React 19: it reaches the input with the rest). */
  ref?: Ref<HTMLInputElement>;
};

/** A labelled single-line input; every other prop goes to the input itself. */
export function TextField({ label, required, helperText, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {required ? (
          <>
            {label} <Field.RequiredIndicator />
          </>
        ) : (
          label
        )}
      </Field.Label>
      <Input {...inputProps} />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
