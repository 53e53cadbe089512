/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GetAccountProfile {\n    me {\n      id\n      username\n      name\n      email\n      phone\n      role\n      isVerified\n      createdAt\n      vendor {\n        id\n        businessName\n        address\n        city\n      }\n    }\n  }\n": typeof types.GetAccountProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      role\n      name\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      role\n      name\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      message\n    }\n  }\n": typeof types.SignupDocument,
    "\n  query ListFeaturedProducts($q: String) {\n    products(first: 4, q: $q) {\n      nodes {\n        id\n        name\n        description\n        price\n        image\n      }\n    }\n  }\n": typeof types.ListFeaturedProductsDocument,
    "\n  query ListTopVendors {\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n": typeof types.ListTopVendorsDocument,
    "\n  query ListProducts($first: Int!, $after: String, $q: String, $category: String) {\n    products(first: $first, after: $after, q: $q, category: $category) {\n      nodes {\n        id\n        name\n        price\n        image\n        stock\n        vendor {\n          id\n          businessName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListProductsDocument,
    "\n  query ListCategories {\n    categories\n  }\n": typeof types.ListCategoriesDocument,
    "\n  query GetProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      price\n      stock\n      category\n      images\n      image\n      vendor {\n        id\n        businessName\n      }\n    }\n  }\n": typeof types.GetProductDocument,
    "\n  query ListVendorsWithProducts($first: Int!, $after: String) {\n    vendors(first: $first, after: $after) {\n      nodes {\n        id\n        businessName\n        address\n        city\n        description\n        profileImage\n        previewProducts(limit: 4) {\n          id\n          name\n          price\n          image\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListVendorsWithProductsDocument,
    "\n  query GetVendorShop($id: ID!, $first: Int!, $after: String) {\n    vendor(id: $id) {\n      id\n      businessName\n      address\n      city\n      phone\n      description\n      profileImage\n      products(first: $first, after: $after) {\n        nodes {\n          id\n          name\n          price\n          image\n          stock\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.GetVendorShopDocument,
    "\n  query GetCustomerDashboard {\n    me {\n      id\n      name\n      isVerified\n      activeOrderCount\n    }\n    trendingProducts(limit: 8) {\n      id\n      name\n      price\n      image\n    }\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n": typeof types.GetCustomerDashboardDocument,
};
const documents: Documents = {
    "\n  query GetAccountProfile {\n    me {\n      id\n      username\n      name\n      email\n      phone\n      role\n      isVerified\n      createdAt\n      vendor {\n        id\n        businessName\n        address\n        city\n      }\n    }\n  }\n": types.GetAccountProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      role\n      name\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      role\n      name\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      message\n    }\n  }\n": types.SignupDocument,
    "\n  query ListFeaturedProducts($q: String) {\n    products(first: 4, q: $q) {\n      nodes {\n        id\n        name\n        description\n        price\n        image\n      }\n    }\n  }\n": types.ListFeaturedProductsDocument,
    "\n  query ListTopVendors {\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n": types.ListTopVendorsDocument,
    "\n  query ListProducts($first: Int!, $after: String, $q: String, $category: String) {\n    products(first: $first, after: $after, q: $q, category: $category) {\n      nodes {\n        id\n        name\n        price\n        image\n        stock\n        vendor {\n          id\n          businessName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListProductsDocument,
    "\n  query ListCategories {\n    categories\n  }\n": types.ListCategoriesDocument,
    "\n  query GetProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      price\n      stock\n      category\n      images\n      image\n      vendor {\n        id\n        businessName\n      }\n    }\n  }\n": types.GetProductDocument,
    "\n  query ListVendorsWithProducts($first: Int!, $after: String) {\n    vendors(first: $first, after: $after) {\n      nodes {\n        id\n        businessName\n        address\n        city\n        description\n        profileImage\n        previewProducts(limit: 4) {\n          id\n          name\n          price\n          image\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListVendorsWithProductsDocument,
    "\n  query GetVendorShop($id: ID!, $first: Int!, $after: String) {\n    vendor(id: $id) {\n      id\n      businessName\n      address\n      city\n      phone\n      description\n      profileImage\n      products(first: $first, after: $after) {\n        nodes {\n          id\n          name\n          price\n          image\n          stock\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.GetVendorShopDocument,
    "\n  query GetCustomerDashboard {\n    me {\n      id\n      name\n      isVerified\n      activeOrderCount\n    }\n    trendingProducts(limit: 8) {\n      id\n      name\n      price\n      image\n    }\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n": types.GetCustomerDashboardDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAccountProfile {\n    me {\n      id\n      username\n      name\n      email\n      phone\n      role\n      isVerified\n      createdAt\n      vendor {\n        id\n        businessName\n        address\n        city\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAccountProfile {\n    me {\n      id\n      username\n      name\n      email\n      phone\n      role\n      isVerified\n      createdAt\n      vendor {\n        id\n        businessName\n        address\n        city\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      role\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      role\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      role\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      role\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListFeaturedProducts($q: String) {\n    products(first: 4, q: $q) {\n      nodes {\n        id\n        name\n        description\n        price\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListFeaturedProducts($q: String) {\n    products(first: 4, q: $q) {\n      nodes {\n        id\n        name\n        description\n        price\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListTopVendors {\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListTopVendors {\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListProducts($first: Int!, $after: String, $q: String, $category: String) {\n    products(first: $first, after: $after, q: $q, category: $category) {\n      nodes {\n        id\n        name\n        price\n        image\n        stock\n        vendor {\n          id\n          businessName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListProducts($first: Int!, $after: String, $q: String, $category: String) {\n    products(first: $first, after: $after, q: $q, category: $category) {\n      nodes {\n        id\n        name\n        price\n        image\n        stock\n        vendor {\n          id\n          businessName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListCategories {\n    categories\n  }\n"): (typeof documents)["\n  query ListCategories {\n    categories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      price\n      stock\n      category\n      images\n      image\n      vendor {\n        id\n        businessName\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      price\n      stock\n      category\n      images\n      image\n      vendor {\n        id\n        businessName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListVendorsWithProducts($first: Int!, $after: String) {\n    vendors(first: $first, after: $after) {\n      nodes {\n        id\n        businessName\n        address\n        city\n        description\n        profileImage\n        previewProducts(limit: 4) {\n          id\n          name\n          price\n          image\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListVendorsWithProducts($first: Int!, $after: String) {\n    vendors(first: $first, after: $after) {\n      nodes {\n        id\n        businessName\n        address\n        city\n        description\n        profileImage\n        previewProducts(limit: 4) {\n          id\n          name\n          price\n          image\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVendorShop($id: ID!, $first: Int!, $after: String) {\n    vendor(id: $id) {\n      id\n      businessName\n      address\n      city\n      phone\n      description\n      profileImage\n      products(first: $first, after: $after) {\n        nodes {\n          id\n          name\n          price\n          image\n          stock\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetVendorShop($id: ID!, $first: Int!, $after: String) {\n    vendor(id: $id) {\n      id\n      businessName\n      address\n      city\n      phone\n      description\n      profileImage\n      products(first: $first, after: $after) {\n        nodes {\n          id\n          name\n          price\n          image\n          stock\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCustomerDashboard {\n    me {\n      id\n      name\n      isVerified\n      activeOrderCount\n    }\n    trendingProducts(limit: 8) {\n      id\n      name\n      price\n      image\n    }\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetCustomerDashboard {\n    me {\n      id\n      name\n      isVerified\n      activeOrderCount\n    }\n    trendingProducts(limit: 8) {\n      id\n      name\n      price\n      image\n    }\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;