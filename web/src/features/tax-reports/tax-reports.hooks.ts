import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TaxRateInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import {
  AddTaxRateMutation,
  GetAdminTaxReportQuery,
  GetVendorTaxReportQuery,
  ListTaxRatesQuery,
} from './tax-reports.operations';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export const REPORT_MONTHS = 12;

/** The shop's tax report of the last 12 months. */
export function useVendorTaxReport() {
  const { data, loading, error } = useQuery(GetVendorTaxReportQuery, { variables: { months: REPORT_MONTHS }, fetchPolicy: 'cache-and-network' });
  return { rows: data?.vendorTaxReport, loading, error };
}

/** The marketplace's tax report of the last 12 months. */
export function useAdminTaxReport() {
  const { data, loading, error } = useQuery(GetAdminTaxReportQuery, { variables: { months: REPORT_MONTHS }, fetchPolicy: 'cache-and-network' });
  return { rows: data?.adminTaxReport, loading, error };
}

const ADD_FAILED = msg`Failed to add the rate.`;

/** The rate history, and adding a future rate (the list is read again after it). */
export function useTaxRates() {
  const { i18n } = useLingui();
  const { data, loading, error } = useQuery(ListTaxRatesQuery, { fetchPolicy: 'cache-and-network' });
  const [add, { loading: adding }] = useMutation(AddTaxRateMutation, { refetchQueries: [ListTaxRatesQuery] });
  const addRate = useCallback(
    async (input: TaxRateInput): Promise<Outcome<void>> => {
      try {
        await add({ variables: { input } });
        return succeeded(undefined);
      } catch (caught) {
        const rejected = CombinedGraphQLErrors.is(caught) && caught.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT');
        return failed(rejected ? errorMessage(caught, i18n._(ADD_FAILED)) : i18n._(ADD_FAILED));
      }
    },
    [add],
  );
  return { rates: data?.taxRates, loading, error, addRate, adding };
}
