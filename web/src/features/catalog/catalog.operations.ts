import { graphql } from '../../gql';

// Storefront operations. Each page selects only the fields its cards display.

// The home page: the featured products (chosen by admins, else best sellers), or while the visitor
// types in its search box, the products that match.
export const ListFeaturedProductsQuery = graphql(`
  query ListFeaturedProducts {
    featuredProducts(limit: 4) {
      id
      name
      description
      price
      image
    }
  }
`);

export const SearchFeaturedProductsQuery = graphql(`
  query SearchFeaturedProducts($q: String!) {
    products(first: 4, q: $q) {
      nodes {
        id
        name
        description
        price
        image
      }
    }
  }
`);

export const ListTopVendorsQuery = graphql(`
  query ListTopVendors {
    topVendors(limit: 4) {
      id
      businessName
      profileImage
    }
  }
`);

export const ListProductsQuery = graphql(`
  query ListProducts(
    $first: Int!
    $after: String
    $q: String
    $categories: [String!]
    $minPriceCents: Int
    $maxPriceCents: Int
    $shopIds: [ID!]
    $inStock: Boolean
    $sort: ProductSort
    $withFacets: Boolean! = true
  ) {
    products(
      first: $first
      after: $after
      q: $q
      categories: $categories
      minPriceCents: $minPriceCents
      maxPriceCents: $maxPriceCents
      shopIds: $shopIds
      inStock: $inStock
      sort: $sort
    ) {
      nodes {
        id
        name
        nameFr
        price
        image
        stock
        vendor {
          id
          businessName
          businessNameFr
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      # The same for every page of a search: "Load more" leaves them out (catalog.hooks.ts).
      facets @include(if: $withFacets) {
        categories {
          value
          count
        }
        shops {
          id
          name
          count
        }
        approximate
      }
      didYouMean
      nearestCategories
    }
  }
`);

export const ListCategoriesQuery = graphql(`
  query ListCategories {
    categories
  }
`);

export const GetProductQuery = graphql(`
  query GetProduct($id: ID!) {
    product(id: $id) {
      id
      name
      description
      nameFr
      descriptionFr
      price
      stock
      category
      images
      image
      featured
      vendor {
        id
        businessName
        businessNameFr
      }
    }
  }
`);

export const ListVendorsWithProductsQuery = graphql(`
  query ListVendorsWithProducts($first: Int!, $after: String) {
    vendors(first: $first, after: $after) {
      nodes {
        id
        businessName
        address
        city
        description
        profileImage
        previewProducts(limit: 4) {
          id
          name
          price
          image
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const GetVendorShopQuery = graphql(`
  query GetVendorShop($id: ID!, $first: Int!, $after: String) {
    vendor(id: $id) {
      id
      businessName
      businessNameFr
      address
      city
      phone
      description
      descriptionFr
      profileImage
      products(first: $first, after: $after) {
        nodes {
          id
          name
          nameFr
          price
          image
          stock
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`);
