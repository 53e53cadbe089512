import { graphql } from '../../gql';

export const SetMyLocaleMutation = graphql(`
  mutation SetMyLocale($locale: String!) {
    setMyLocale(locale: $locale) {
      id
      locale
    }
  }
`);
