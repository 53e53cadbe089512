import { NativeSelect } from '@chakra-ui/react';
import type { Province } from '../../gql/graphql';
import { provinceCodesByName, provinceName } from '../../lib/provinces';
import { useFormat } from '../../lib/format';

/**
 * The thirteen provinces and territories as a native select, inside the caller's Field.Root (which
 * labels it). `emptyLabel` adds a first "not chosen" option whose value is ''.
 */
export function ProvinceSelect({
  name,
  autoComplete,
  value,
  onChange,
  emptyLabel,
}: {
  name: string;
  autoComplete: string;
  value: Province | '';
  onChange: (province: Province | '') => void;
  emptyLabel?: string;
}) {
  const { locale } = useFormat();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value as Province | '')}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {provinceCodesByName(locale).map((code) => (
          <option key={code} value={code}>
            {provinceName(code, locale)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
