import { graphql } from '../../gql';

export const SetProductFeaturedMutation = graphql(`
  mutation SetProductFeatured($productId: ID!, $featured: Boolean!) {
    setProductFeatured(productId: $productId, featured: $featured) {
      id
      featured
    }
  }
`);
