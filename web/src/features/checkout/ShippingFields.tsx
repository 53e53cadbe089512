import { Field, Input, SimpleGrid, Stack, type InputProps } from '@chakra-ui/react';
import type { Province } from '../../gql/graphql';
import type { ShippingDetails, ShippingErrors } from './shipping-form.rules';
import { ProvinceSelect } from '../../components/ui/ProvinceSelect';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

type ShippingFieldsProps = {
  value: ShippingDetails;
  errors: ShippingErrors;
  onChange: (next: ShippingDetails) => void;
  disabled?: boolean;
};

type FieldSpec = {
  name: Exclude<keyof ShippingDetails, 'province'>;
  label: MessageDescriptor;
  inputProps: InputProps;
};

const FIELDS: FieldSpec[] = [
  { name: 'fullName', label: msg`Full Name`, inputProps: { autoComplete: 'shipping name' } }, // i18n-ignore: autocomplete tokens
  { name: 'email', label: msg`Email`, inputProps: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', label: msg`Phone`, inputProps: { type: 'tel', autoComplete: 'tel' } },
  { name: 'address', label: msg`Address`, inputProps: { autoComplete: 'shipping street-address' } }, // i18n-ignore: autocomplete tokens
  {
    name: 'postalCode',
    label: msg`Postal Code`,
    inputProps: { autoComplete: 'shipping postal-code', placeholder: 'M5V 2T6', maxLength: 7 }, // i18n-ignore: autocomplete tokens
  },
];

/**
 * The shipping inputs, each labelled and required, with its error under it (tied to the input
 * through aria-describedby by Field.Root). The province is the place of supply: its taxes apply.
 */
export function ShippingFields({ value, errors, onChange, disabled }: ShippingFieldsProps) {
  const { i18n, t } = useLingui();
  // The address's hint, in the reader's language (the postal code's is the same in both).
  const placeholders: Partial<Record<FieldSpec['name'], string>> = { address: t`Street, city, province` };
  const field = ({ name, label, inputProps }: FieldSpec) => (
    <Field.Root key={name} required invalid={Boolean(errors[name])} disabled={disabled}>
      <Field.Label>
        {i18n._(label)} <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        placeholder={placeholders[name]}
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
            {t`Province`} <Field.RequiredIndicator />
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
