import { NativeSelect } from '@chakra-ui/react';
import type { Province } from '../../gql/graphql';
import { PROVINCE_CODES, PROVINCE_NAMES } from '../../lib/provinces';

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
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value as Province | '')}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {PROVINCE_CODES.map((code) => (
          <option key={code} value={code}>
            {PROVINCE_NAMES[code]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
