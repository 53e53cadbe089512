import { Field, Input, SimpleGrid, Stack, type InputProps } from '@chakra-ui/react';
import type { Province } from '../../gql/graphql';
import type { ShippingDetails, ShippingErrors } from './shipping-form.rules';
import { ProvinceSelect } from '../../components/ui/ProvinceSelect';

type ShippingFieldsProps = {
  value: ShippingDetails;
  errors: ShippingErrors;
  onChange: (next: ShippingDetails) => void;
  disabled?: boolean;
};

type FieldSpec = {
  name: Exclude<keyof ShippingDetails, 'province'>;
  label: string;
  inputProps: InputProps;
};

const FIELDS: FieldSpec[] = [
  { name: 'fullName', label: 'Full Name', inputProps: { autoComplete: 'shipping name' } },
  { name: 'email', label: 'Email', inputProps: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', label: 'Phone', inputProps: { type: 'tel', autoComplete: 'tel' } },
  { name: 'address', label: 'Address', inputProps: { autoComplete: 'shipping street-address', placeholder: 'Street, city, province' } },
  {
    name: 'postalCode',
    label: 'Postal Code',
    inputProps: { autoComplete: 'shipping postal-code', placeholder: 'M5V 2T6', maxLength: 7 },
  },
];

/**
 * The shipping inputs, each labelled and required, with its error under it (tied to the input
 * through aria-describedby by Field.Root). The province is the place of supply: its taxes apply.
 */
export function ShippingFields({ value, errors, onChange, disabled }: ShippingFieldsProps) {
  const field = ({ name, label, inputProps }: FieldSpec) => (
    <Field.Root key={name} required invalid={Boolean(errors[name])} disabled={disabled}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        {...inputProps}
      />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Stack gap="4">
      {field(FIELDS[0])}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {field(FIELDS[1])}
        {field(FIELDS[2])}
      </SimpleGrid>
      {field(FIELDS[3])}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root required invalid={Boolean(errors.province)} disabled={disabled}>
          <Field.Label>
            Province <Field.RequiredIndicator />
          </Field.Label>
          <ProvinceSelect
            name="province"
            autoComplete="shipping address-level1"
            value={value.province}
            onChange={(province) => onChange({ ...value, province: province as Province })}
          />
          <Field.ErrorText>{errors.province}</Field.ErrorText>
        </Field.Root>
        {field(FIELDS[4])}
      </SimpleGrid>
    </Stack>
  );
}
