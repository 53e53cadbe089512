import { graphql } from '../../gql';

export const TaxReportRowFieldsFragment = graphql(`
  fragment TaxReportRowFields on TaxReportRow {
    month
    jurisdiction
    orders
    taxableSalesCents
    gstCents
    hstCents
    qstCents
    pstCents
    rstCents
    totalTaxCents
    collectedByShopsCents
    collectedByMainstreetCents
  }
`);

export const GetVendorTaxReportQuery = graphql(`
  query GetVendorTaxReport($months: Int!) {
    vendorTaxReport(months: $months) {
      ...TaxReportRowFields
    }
  }
`);

export const GetAdminTaxReportQuery = graphql(`
  query GetAdminTaxReport($months: Int!) {
    adminTaxReport(months: $months) {
      ...TaxReportRowFields
    }
  }
`);

export const ListTaxRatesQuery = graphql(`
  query ListTaxRates {
    taxRates {
      id
      province
      tax
      rate
      effectiveFrom
      createdAt
      inForce
    }
  }
`);

export const AddTaxRateMutation = graphql(`
  mutation AddTaxRate($input: TaxRateInput!) {
    addTaxRate(input: $input) {
      id
      province
      tax
      rate
      effectiveFrom
      createdAt
      inForce
    }
  }
`);
