import { graphql } from '../../gql';

export const GetVendorDashboardQuery = graphql(`
  query GetVendorDashboard {
    vendorDashboard {
      businessName
      totalProducts
      totalOrders
      totalRevenueCents
      revenueThisMonthCents
      revenueLastMonthCents
      revenueLastMonthToDateCents
      revenueGrowthPercent
    }
  }
`);

/** The signed-in vendor's shop id, for the "View Store" link to the public /vendor/:id. */
export const GetMyVendorIdQuery = graphql(`
  query GetMyVendorId {
    me {
      id
      vendor {
        id
      }
    }
  }
`);

export const VendorProductFieldsFragment = graphql(`
  fragment VendorProductFields on Product {
    id
    name
    category
    description
    nameFr
    descriptionFr
    price
    priceCents
    stock
    image
    images
  }
`);

export const ListMyProductsQuery = graphql(`
  query ListMyProducts($q: String, $first: Int!, $after: String) {
    myProducts(q: $q, first: $first, after: $after) {
      nodes {
        ...VendorProductFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...VendorProductFields
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...VendorProductFields
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

export const VendorOrderFieldsFragment = graphql(`
  fragment VendorOrderFields on Order {
    id
    shortNumber
    createdAt
    status
    refundStatus
    nextStatuses
    customerName
    total
    customerInfo {
      fullName
      address
      postalCode
      phone
      email
    }
    items {
      productId
      productName
      quantity
      unitPrice
      lineTotal
    }
  }
`);

export const ListVendorOrdersQuery = graphql(`
  query ListVendorOrders($first: Int!, $after: String, $status: OrderStatus) {
    vendorOrders(first: $first, after: $after, status: $status) {
      nodes {
        ...VendorOrderFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const UpdateOrderStatusMutation = graphql(`
  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      ...VendorOrderFields
    }
  }
`);

export const NotificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    id
    message
    orderId
    itemCount
    totalCents
    createdAt
    readAt
  }
`);

export const ListMyNotificationsQuery = graphql(`
  query ListMyNotifications($first: Int!) {
    myNotifications(first: $first) {
      ...NotificationFields
    }
    unreadNotificationCount
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);

export const OnVendorNotificationSubscription = graphql(`
  subscription OnVendorNotification {
    vendorNotifications {
      ...NotificationFields
    }
  }
`);
