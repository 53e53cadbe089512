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
    "\n  fragment ShippingAddressFields on SavedShippingAddress {\n    fullName\n    phone\n    address\n    province\n    postalCode\n  }\n": typeof types.ShippingAddressFieldsFragmentDoc,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      role\n      name\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      userAgent\n      ip\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": typeof types.RevokeSessionDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": typeof types.LogoutEverywhereDocument,
    "\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, limit: 6) {\n      products {\n        id\n        name\n      }\n      shops {\n        id\n        businessName\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment CommerceProductFields on Product {\n    id\n    name\n    price\n    image\n    stock\n    vendor {\n      id\n      businessName\n    }\n  }\n": typeof types.CommerceProductFieldsFragmentDoc,
    "\n  fragment CartFields on Cart {\n    itemCount\n    subtotal\n    tax\n    total\n    totalCents\n    taxProvince\n    taxes {\n      label\n      amount\n    }\n    items {\n      quantity\n      maxQuantity\n      lineTotal\n      product {\n        ...CommerceProductFields\n      }\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query GetCart {\n    cart {\n      ...CartFields\n    }\n  }\n": typeof types.GetCartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int! = 1) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  fragment WishlistEntryFields on WishlistEntry {\n    addedAt\n    product {\n      ...CommerceProductFields\n    }\n  }\n": typeof types.WishlistEntryFieldsFragmentDoc,
    "\n  query GetWishlist {\n    wishlist {\n      ...WishlistEntryFields\n    }\n  }\n": typeof types.GetWishlistDocument,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...WishlistEntryFields\n    }\n  }\n": typeof types.AddToWishlistDocument,
    "\n  query GetWishlistProductIds {\n    wishlistProductIds\n  }\n": typeof types.GetWishlistProductIdsDocument,
    "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...WishlistEntryFields\n    }\n  }\n": typeof types.RemoveFromWishlistDocument,
    "\n  mutation SetMyLocale($locale: String!) {\n    setMyLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n": typeof types.SetMyLocaleDocument,
    "\n  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {\n    subscribeNewsletter(input: $input) {\n      message\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query GetAccountProfile {\n    me {\n      id\n      username\n      name\n      email\n      phone\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n      role\n      isVerified\n      createdAt\n      vendor {\n        id\n        businessName\n        address\n        city\n      }\n    }\n  }\n": typeof types.GetAccountProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phone\n      province\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SaveShippingAddress($input: ShippingAddressInput!) {\n    saveShippingAddress(input: $input) {\n      id\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n    }\n  }\n": typeof types.SaveShippingAddressDocument,
    "\n  mutation DeleteShippingAddress {\n    deleteShippingAddress {\n      id\n      shippingAddress {\n        fullName\n      }\n    }\n  }\n": typeof types.DeleteShippingAddressDocument,
    "\n  query GetAdminStats($months: Int!) {\n    adminStats(months: $months) {\n      users\n      vendors\n      orders\n      totalRevenueCents\n      averageOrderValueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      salesGrowthRate\n      salesData {\n        month\n        orders\n        revenueCents\n      }\n      statusBreakdown {\n        status\n        count\n      }\n    }\n  }\n": typeof types.GetAdminStatsDocument,
    "\n  query GetCommissionEarned {\n    adminPayouts {\n      commissionEarnedCents\n      commissionThisMonthCents\n    }\n  }\n": typeof types.GetCommissionEarnedDocument,
    "\n  fragment PayoutsOverviewFields on PayoutsOverview {\n    commissionEarnedCents\n    commissionThisMonthCents\n    pendingCents\n    transferredCents\n    paidOutCents\n    refundedCents\n    transfers {\n      state\n      count\n    }\n  }\n": typeof types.PayoutsOverviewFieldsFragmentDoc,
    "\n  fragment CommissionSettingsFields on CommissionSettings {\n    ratePercent\n    effectiveFrom\n    overrides {\n      vendorId\n      businessName\n      ratePercent\n      effectiveFrom\n    }\n  }\n": typeof types.CommissionSettingsFieldsFragmentDoc,
    "\n  query GetAdminPayouts {\n    adminPayouts {\n      ...PayoutsOverviewFields\n    }\n    commissionSettings {\n      ...CommissionSettingsFields\n    }\n  }\n": typeof types.GetAdminPayoutsDocument,
    "\n  query ListShopBalances($first: Int!, $after: String) {\n    adminShopBalances(first: $first, after: $after) {\n      nodes {\n        id\n        vendorId\n        businessName\n        accountStatus\n        balance {\n          pendingCents\n          transferredCents\n          paidOutCents\n          refundedCents\n          commissionCents\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListShopBalancesDocument,
    "\n  query CheckLedgerIntegrity {\n    ledgerIntegrity {\n      ok\n      checkedAt\n      journals\n      entries\n      problems {\n        check\n        description\n        count\n      }\n    }\n  }\n": typeof types.CheckLedgerIntegrityDocument,
    "\n  mutation SetPlatformCommission($ratePercent: Float!) {\n    setPlatformCommission(ratePercent: $ratePercent) {\n      ...CommissionSettingsFields\n    }\n  }\n": typeof types.SetPlatformCommissionDocument,
    "\n  mutation SetShopCommission($vendorId: ID!, $ratePercent: Float) {\n    setShopCommission(vendorId: $vendorId, ratePercent: $ratePercent) {\n      ...CommissionSettingsFields\n    }\n  }\n": typeof types.SetShopCommissionDocument,
    "\n  fragment AdminTransferFields on AdminTransfer {\n    id\n    orderId\n    orderShortNumber\n    orderPlacedAt\n    orderTotalCents\n    commissionCents\n    netCents\n    state\n    vendorId\n    businessName\n    attempts\n    lastError\n    retryable\n  }\n": typeof types.AdminTransferFieldsFragmentDoc,
    "\n  query ListAdminTransfers($state: TransferState, $first: Int!, $after: String) {\n    adminTransfers(state: $state, first: $first, after: $after) {\n      nodes {\n        ...AdminTransferFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListAdminTransfersDocument,
    "\n  mutation RetryTransfer($id: ID!) {\n    retryTransfer(id: $id) {\n      ...AdminTransferFields\n    }\n  }\n": typeof types.RetryTransferDocument,
    "\n  query GetAdminAnalytics($months: Int!) {\n    adminAnalytics(months: $months) {\n      totalSalesCents\n      totalOrders\n      newUsers\n      activeVendors\n      salesChart {\n        month\n        orders\n        revenueCents\n      }\n      usersChart {\n        month\n        newUsers\n      }\n    }\n  }\n": typeof types.GetAdminAnalyticsDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    role\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  query ListAdminUsers($q: String, $first: Int!, $after: String) {\n    adminUsers(q: $q, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListAdminUsersDocument,
    "\n  mutation CreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  fragment AdminVendorFields on AdminVendor {\n    id\n    name\n    email\n    phone\n    isVerified\n    productCount\n  }\n": typeof types.AdminVendorFieldsFragmentDoc,
    "\n  query ListAdminVendors($q: String, $first: Int!, $after: String) {\n    adminVendors(q: $q, first: $first, after: $after) {\n      nodes {\n        ...AdminVendorFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListAdminVendorsDocument,
    "\n  mutation CreateVendor($input: AdminVendorInput!) {\n    createVendor(input: $input) {\n      ...AdminVendorFields\n    }\n  }\n": typeof types.CreateVendorDocument,
    "\n  mutation UpdateVendor($id: ID!, $input: AdminVendorInput!) {\n    updateVendor(id: $id, input: $input) {\n      ...AdminVendorFields\n    }\n  }\n": typeof types.UpdateVendorDocument,
    "\n  mutation DeleteVendor($id: ID!) {\n    deleteVendor(id: $id)\n  }\n": typeof types.DeleteVendorDocument,
    "\n  query GetVendorDeletionImpact($id: ID!) {\n    adminVendorDeletionImpact(id: $id) {\n      openOrderCount\n      refundTotalCents\n    }\n  }\n": typeof types.GetVendorDeletionImpactDocument,
    "\n  query ListAuditEntries(\n    $actor: String\n    $action: AuditAction\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $first: Int!\n    $after: String\n  ) {\n    auditLog(actor: $actor, action: $action, from: $from, to: $to, first: $first, after: $after) {\n      nodes {\n        id\n        createdAt\n        actorEmail\n        actorRole\n        action\n        targetType\n        targetId\n        summary\n        summaryMessage {\n          id\n          params {\n            name\n            value\n          }\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListAuditEntriesDocument,
    "\n  query GetAdminProfile {\n    me {\n      id\n      username\n      email\n      phone\n    }\n  }\n": typeof types.GetAdminProfileDocument,
    "\n  mutation UpdateAdminProfile($input: AdminProfileInput!) {\n    updateAdminProfile(input: $input) {\n      id\n      username\n      email\n      phone\n    }\n  }\n": typeof types.UpdateAdminProfileDocument,
    "\n  query ListContactMessages($first: Int!, $after: String, $unreadOnly: Boolean!) {\n    contactMessages(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      nodes {\n        id\n        name\n        senderEmail\n        message\n        createdAt\n        read\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    unreadContactMessageCount\n  }\n": typeof types.ListContactMessagesDocument,
    "\n  mutation SetContactMessageRead($id: ID!, $read: Boolean!) {\n    setContactMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": typeof types.SetContactMessageReadDocument,
    "\n  query ListFailedRefunds($first: Int!, $after: String) {\n    failedRefunds(first: $first, after: $after) {\n      nodes {\n        id\n        orderId\n        orderNumber\n        shopName\n        amountCents\n        attempts\n        lastError\n        updatedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListFailedRefundsDocument,
    "\n  mutation RetryRefund($orderId: ID!) {\n    retryRefund(orderId: $orderId) {\n      id\n      orderId\n      attempts\n    }\n  }\n": typeof types.RetryRefundDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      role\n      name\n      locale\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      message\n    }\n  }\n": typeof types.SignupDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation UpdateCartItem($productId: ID!, $quantity: Int!) {\n    updateCartItem(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n": typeof types.UpdateCartItemDocument,
    "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  query ListFeaturedProducts {\n    featuredProducts(limit: 4) {\n      id\n      name\n      description\n      price\n      image\n    }\n  }\n": typeof types.ListFeaturedProductsDocument,
    "\n  query SearchFeaturedProducts($q: String!) {\n    products(first: 4, q: $q) {\n      nodes {\n        id\n        name\n        description\n        price\n        image\n      }\n    }\n  }\n": typeof types.SearchFeaturedProductsDocument,
    "\n  query ListTopVendors {\n    topVendors(limit: 4) {\n      id\n      businessName\n      profileImage\n    }\n  }\n": typeof types.ListTopVendorsDocument,
    "\n  query ListProducts(\n    $first: Int!\n    $after: String\n    $q: String\n    $categories: [String!]\n    $minPriceCents: Int\n    $maxPriceCents: Int\n    $shopIds: [ID!]\n    $inStock: Boolean\n    $sort: ProductSort\n    $withFacets: Boolean! = true\n  ) {\n    products(\n      first: $first\n      after: $after\n      q: $q\n      categories: $categories\n      minPriceCents: $minPriceCents\n      maxPriceCents: $maxPriceCents\n      shopIds: $shopIds\n      inStock: $inStock\n      sort: $sort\n    ) {\n      nodes {\n        id\n        name\n        nameFr\n        price\n        image\n        stock\n        vendor {\n          id\n          businessName\n          businessNameFr\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      # The same for every page of a search: \"Load more\" leaves them out (catalog.hooks.ts).\n      facets @include(if: $withFacets) {\n        categories {\n          value\n          count\n        }\n        shops {\n          id\n          name\n          count\n        }\n        approximate\n      }\n      didYouMean\n      nearestCategories\n    }\n  }\n": typeof types.ListProductsDocument,
    "\n  query ListCategories {\n    categories\n  }\n": typeof types.ListCategoriesDocument,
    "\n  query GetProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      nameFr\n      descriptionFr\n      price\n      stock\n      category\n      images\n      image\n      featured\n      vendor {\n        id\n        businessName\n        businessNameFr\n      }\n    }\n  }\n": typeof types.GetProductDocument,
    "\n  query ListVendorsWithProducts($first: Int!, $after: String) {\n    vendors(first: $first, after: $after) {\n      nodes {\n        id\n        businessName\n        address\n        city\n        description\n        profileImage\n        previewProducts(limit: 4) {\n          id\n          name\n          price\n          image\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListVendorsWithProductsDocument,
    "\n  query GetVendorShop($id: ID!, $first: Int!, $after: String) {\n    vendor(id: $id) {\n      id\n      businessName\n      businessNameFr\n      address\n      city\n      phone\n      description\n      descriptionFr\n      profileImage\n      products(first: $first, after: $after) {\n        nodes {\n          id\n          name\n          nameFr\n          price\n          image\n          stock\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.GetVendorShopDocument,
    "\n  mutation SetProductFeatured($productId: ID!, $featured: Boolean!) {\n    setProductFeatured(productId: $productId, featured: $featured) {\n      id\n      featured\n    }\n  }\n": typeof types.SetProductFeaturedDocument,
    "\n  query GetCheckout($province: Province) {\n    me {\n      id\n      name\n      email\n      phone\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n    }\n    cart(province: $province) {\n      itemCount\n      items {\n        quantity\n        lineTotal\n        lineTotalCents\n        product {\n          id\n          name\n          price\n          image\n          vendor {\n            id\n            businessName\n          }\n        }\n      }\n      subtotal\n      tax\n      total\n      subtotalCents\n      taxCents\n      totalCents\n      taxProvince\n      taxes {\n        label\n        amountCents\n      }\n    }\n    paymentConfig {\n      provider\n      testMode\n      publishableKey\n      currency\n    }\n  }\n": typeof types.GetCheckoutDocument,
    "\n  mutation SubmitCheckout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      success\n      message\n      paymentId\n      total\n      totalCents\n      orders {\n        id\n        shortNumber\n        total\n        vendor {\n          id\n          businessName\n        }\n      }\n    }\n  }\n": typeof types.SubmitCheckoutDocument,
    "\n  query GetCustomerDashboard {\n    me {\n      id\n      name\n      isVerified\n      activeOrderCount\n    }\n    trendingProducts(limit: 8) {\n      id\n      name\n      price\n      image\n      stock\n    }\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n": typeof types.GetCustomerDashboardDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation ConfirmNewsletterSubscription($input: NewsletterLinkInput!) {\n    confirmNewsletterSubscription(input: $input) {\n      message\n    }\n  }\n": typeof types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation UnsubscribeNewsletter($input: NewsletterLinkInput!) {\n    unsubscribeNewsletter(input: $input) {\n      message\n    }\n  }\n": typeof types.UnsubscribeNewsletterDocument,
    "\n  query ListMyOrders($first: Int!, $after: String) {\n    myOrders(first: $first, after: $after) {\n      nodes {\n        id\n        shortNumber\n        createdAt\n        status\n        refundStatus\n        subtotal\n        tax\n        total\n        totalCents\n        paymentId\n        taxes {\n          label\n          amount\n        }\n        customerInfo {\n          fullName\n          email\n          phone\n          address\n          postalCode\n        }\n        items {\n          productId\n          productName\n          quantity\n          unitPrice\n          lineTotal\n        }\n        vendor {\n          id\n          businessName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListMyOrdersDocument,
    "\n  query GetOrderReceipt($id: ID!) {\n    order(id: $id) {\n      id\n      shortNumber\n      createdAt\n      status\n      subtotal\n      total\n      paymentId\n      customerInfo {\n        fullName\n        email\n        phone\n        address\n        postalCode\n        province\n      }\n      items {\n        productName\n        quantity\n        unitPrice\n        lineTotal\n      }\n      taxes {\n        label\n        amount\n        collectedBy\n      }\n      vendor {\n        id\n        businessName\n        legalName\n        address\n        city\n        postalCode\n        gstHstNumber\n        qstNumber\n      }\n    }\n  }\n": typeof types.GetOrderReceiptDocument,
    "\n  query GetCheckoutConfirmation($paymentId: ID!) {\n    checkoutConfirmation(paymentId: $paymentId) {\n      paymentId\n      placedAt\n      paymentPending\n      cardBrand\n      cardLast4\n      subtotalCents\n      taxCents\n      totalCents\n      shipTo {\n        fullName\n        email\n        phone\n        address\n        postalCode\n        province\n      }\n      orders {\n        id\n        shortNumber\n        subtotalCents\n        totalCents\n        vendor {\n          id\n          businessName\n        }\n        items {\n          productId\n          productName\n          quantity\n          lineTotal\n        }\n        taxes {\n          label\n          amount\n        }\n      }\n    }\n  }\n": typeof types.GetCheckoutConfirmationDocument,
    "\n  fragment ShopTransferFields on ShopTransfer {\n    id\n    orderId\n    orderShortNumber\n    orderPlacedAt\n    orderTotalCents\n    commissionRatePercent\n    commissionCents\n    netCents\n    state\n    transferredAt\n    reversedAt\n  }\n": typeof types.ShopTransferFieldsFragmentDoc,
    "\n  fragment PayoutAccountFields on PayoutAccount {\n    status\n    testMode\n    chargesEnabled\n    payoutsEnabled\n    detailsSubmitted\n    requirements\n  }\n": typeof types.PayoutAccountFieldsFragmentDoc,
    "\n  query GetVendorPayouts($first: Int!, $after: String, $months: Int!) {\n    vendorPayouts {\n      account {\n        ...PayoutAccountFields\n      }\n      balance {\n        pendingCents\n        transferredCents\n        paidOutCents\n        refundedCents\n        commissionCents\n      }\n      transfers(first: $first, after: $after) {\n        nodes {\n          ...ShopTransferFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n      payouts(first: 10) {\n        nodes {\n          id\n          amountCents\n          status\n          paidAt\n          failureMessage\n          createdAt\n        }\n      }\n      statement(months: $months) {\n        month\n        grossCents\n        commissionCents\n        refundedCents\n        netCents\n        transferredCents\n        paidOutCents\n      }\n    }\n  }\n": typeof types.GetVendorPayoutsDocument,
    "\n  query ListVendorTransfers($first: Int!, $after: String) {\n    vendorPayouts {\n      transfers(first: $first, after: $after) {\n        nodes {\n          ...ShopTransferFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.ListVendorTransfersDocument,
    "\n  mutation StartPayoutOnboarding {\n    startPayoutOnboarding {\n      url\n      testMode\n    }\n  }\n": typeof types.StartPayoutOnboardingDocument,
    "\n  mutation RefreshPayoutAccount {\n    refreshPayoutAccount {\n      ...PayoutAccountFields\n    }\n  }\n": typeof types.RefreshPayoutAccountDocument,
    "\n  fragment TaxReportRowFields on TaxReportRow {\n    month\n    jurisdiction\n    orders\n    taxableSalesCents\n    gstCents\n    hstCents\n    qstCents\n    pstCents\n    rstCents\n    totalTaxCents\n    collectedByShopsCents\n    collectedByMainstreetCents\n  }\n": typeof types.TaxReportRowFieldsFragmentDoc,
    "\n  query GetVendorTaxReport($months: Int!) {\n    vendorTaxReport(months: $months) {\n      ...TaxReportRowFields\n    }\n  }\n": typeof types.GetVendorTaxReportDocument,
    "\n  query GetAdminTaxReport($months: Int!) {\n    adminTaxReport(months: $months) {\n      ...TaxReportRowFields\n    }\n  }\n": typeof types.GetAdminTaxReportDocument,
    "\n  query ListTaxRates {\n    taxRates {\n      id\n      province\n      tax\n      rate\n      effectiveFrom\n      createdAt\n      inForce\n    }\n  }\n": typeof types.ListTaxRatesDocument,
    "\n  mutation AddTaxRate($input: TaxRateInput!) {\n    addTaxRate(input: $input) {\n      id\n      province\n      tax\n      rate\n      effectiveFrom\n      createdAt\n      inForce\n    }\n  }\n": typeof types.AddTaxRateDocument,
    "\n  fragment SalesPointFields on SalesPoint {\n    period\n    orders\n    revenueCents\n    taxCents\n  }\n": typeof types.SalesPointFieldsFragmentDoc,
    "\n  query GetVendorSalesReport($days: Int!, $months: Int!) {\n    vendorSales(days: $days, months: $months) {\n      daily {\n        ...SalesPointFields\n      }\n      monthly {\n        ...SalesPointFields\n      }\n      topProducts {\n        productId\n        name\n        units\n        revenueCents\n      }\n    }\n  }\n": typeof types.GetVendorSalesReportDocument,
    "\n  query GetVendorEarnings($months: Int!) {\n    vendorSales(days: 1, months: $months) {\n      monthly {\n        ...SalesPointFields\n      }\n    }\n    vendorDashboard {\n      businessName\n      totalProducts\n      totalOrders\n      totalRevenueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      revenueGrowthPercent\n    }\n    vendorPayouts {\n      statement(months: $months) {\n        month\n        commissionCents\n        netCents\n      }\n    }\n  }\n": typeof types.GetVendorEarningsDocument,
    "\n  query ListLowStockProducts($threshold: Int!) {\n    myLowStockProducts(threshold: $threshold) {\n      id\n      name\n      category\n      stock\n    }\n  }\n": typeof types.ListLowStockProductsDocument,
    "\n  mutation SetInventoryStock($id: ID!, $stock: Int!) {\n    setProductStock(id: $id, stock: $stock) {\n      id\n      stock\n    }\n  }\n": typeof types.SetInventoryStockDocument,
    "\n  fragment MyShopFields on MyShop {\n    email\n    emailNotifications\n    vendor {\n      id\n      businessName\n      phone\n      address\n      city\n      postalCode\n      description\n      businessNameFr\n      descriptionFr\n      profileImage\n      isVerified\n      legalName\n      gstHstNumber\n      qstNumber\n    }\n  }\n": typeof types.MyShopFieldsFragmentDoc,
    "\n  query GetMyShop {\n    myShop {\n      ...MyShopFields\n    }\n  }\n": typeof types.GetMyShopDocument,
    "\n  mutation UpdateShopProfile($input: ShopProfileInput!) {\n    updateMyShop(input: $input) {\n      ...MyShopFields\n    }\n  }\n": typeof types.UpdateShopProfileDocument,
    "\n  mutation SetShopEmailNotifications($enabled: Boolean!) {\n    setEmailNotifications(enabled: $enabled) {\n      ...MyShopFields\n    }\n  }\n": typeof types.SetShopEmailNotificationsDocument,
    "\n  query GetVendorDashboard {\n    vendorDashboard {\n      businessName\n      totalProducts\n      totalOrders\n      totalRevenueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      revenueGrowthPercent\n    }\n  }\n": typeof types.GetVendorDashboardDocument,
    "\n  query GetMyVendorId {\n    me {\n      id\n      vendor {\n        id\n      }\n    }\n  }\n": typeof types.GetMyVendorIdDocument,
    "\n  fragment VendorProductFields on Product {\n    id\n    name\n    category\n    description\n    nameFr\n    descriptionFr\n    price\n    priceCents\n    stock\n    image\n    images\n  }\n": typeof types.VendorProductFieldsFragmentDoc,
    "\n  query ListMyProducts($q: String, $first: Int!, $after: String) {\n    myProducts(q: $q, first: $first, after: $after) {\n      nodes {\n        ...VendorProductFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListMyProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...VendorProductFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...VendorProductFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  fragment VendorOrderFields on Order {\n    id\n    shortNumber\n    createdAt\n    status\n    refundStatus\n    nextStatuses\n    customerName\n    total\n    customerInfo {\n      fullName\n      address\n      postalCode\n      phone\n      email\n    }\n    items {\n      productId\n      productName\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n": typeof types.VendorOrderFieldsFragmentDoc,
    "\n  query ListVendorOrders($first: Int!, $after: String, $status: OrderStatus) {\n    vendorOrders(first: $first, after: $after, status: $status) {\n      nodes {\n        ...VendorOrderFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ListVendorOrdersDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      ...VendorOrderFields\n    }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    message\n    orderId\n    itemCount\n    totalCents\n    createdAt\n    readAt\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query ListMyNotifications($first: Int!) {\n    myNotifications(first: $first) {\n      ...NotificationFields\n    }\n    unreadNotificationCount\n  }\n": typeof types.ListMyNotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  subscription OnVendorNotification {\n    vendorNotifications {\n      ...NotificationFields\n    }\n  }\n": typeof types.OnVendorNotificationDocument,
    "\n  mutation MoveWishlistItemToCart($productId: ID!) {\n    moveWishlistItemToCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n": typeof types.MoveWishlistItemToCartDocument,
};
const documents: Documents = {
    "\n  fragment ShippingAddressFields on SavedShippingAddress {\n    fullName\n    phone\n    address\n    province\n    postalCode\n  }\n": types.ShippingAddressFieldsFragmentDoc,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      role\n      name\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      userAgent\n      ip\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": types.RevokeSessionDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n": types.LogoutEverywhereDocument,
    "\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, limit: 6) {\n      products {\n        id\n        name\n      }\n      shops {\n        id\n        businessName\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment CommerceProductFields on Product {\n    id\n    name\n    price\n    image\n    stock\n    vendor {\n      id\n      businessName\n    }\n  }\n": types.CommerceProductFieldsFragmentDoc,
    "\n  fragment CartFields on Cart {\n    itemCount\n    subtotal\n    tax\n    total\n    totalCents\n    taxProvince\n    taxes {\n      label\n      amount\n    }\n    items {\n      quantity\n      maxQuantity\n      lineTotal\n      product {\n        ...CommerceProductFields\n      }\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query GetCart {\n    cart {\n      ...CartFields\n    }\n  }\n": types.GetCartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int! = 1) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n": types.AddToCartDocument,
    "\n  fragment WishlistEntryFields on WishlistEntry {\n    addedAt\n    product {\n      ...CommerceProductFields\n    }\n  }\n": types.WishlistEntryFieldsFragmentDoc,
    "\n  query GetWishlist {\n    wishlist {\n      ...WishlistEntryFields\n    }\n  }\n": types.GetWishlistDocument,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...WishlistEntryFields\n    }\n  }\n": types.AddToWishlistDocument,
    "\n  query GetWishlistProductIds {\n    wishlistProductIds\n  }\n": types.GetWishlistProductIdsDocument,
    "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...WishlistEntryFields\n    }\n  }\n": types.RemoveFromWishlistDocument,
    "\n  mutation SetMyLocale($locale: String!) {\n    setMyLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n": types.SetMyLocaleDocument,
    "\n  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {\n    subscribeNewsletter(input: $input) {\n      message\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query GetAccountProfile {\n    me {\n      id\n      username\n      name\n      email\n      phone\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n      role\n      isVerified\n      createdAt\n      vendor {\n        id\n        businessName\n        address\n        city\n      }\n    }\n  }\n": types.GetAccountProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phone\n      province\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SaveShippingAddress($input: ShippingAddressInput!) {\n    saveShippingAddress(input: $input) {\n      id\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n    }\n  }\n": types.SaveShippingAddressDocument,
    "\n  mutation DeleteShippingAddress {\n    deleteShippingAddress {\n      id\n      shippingAddress {\n        fullName\n      }\n    }\n  }\n": types.DeleteShippingAddressDocument,
    "\n  query GetAdminStats($months: Int!) {\n    adminStats(months: $months) {\n      users\n      vendors\n      orders\n      totalRevenueCents\n      averageOrderValueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      salesGrowthRate\n      salesData {\n        month\n        orders\n        revenueCents\n      }\n      statusBreakdown {\n        status\n        count\n      }\n    }\n  }\n": types.GetAdminStatsDocument,
    "\n  query GetCommissionEarned {\n    adminPayouts {\n      commissionEarnedCents\n      commissionThisMonthCents\n    }\n  }\n": types.GetCommissionEarnedDocument,
    "\n  fragment PayoutsOverviewFields on PayoutsOverview {\n    commissionEarnedCents\n    commissionThisMonthCents\n    pendingCents\n    transferredCents\n    paidOutCents\n    refundedCents\n    transfers {\n      state\n      count\n    }\n  }\n": types.PayoutsOverviewFieldsFragmentDoc,
    "\n  fragment CommissionSettingsFields on CommissionSettings {\n    ratePercent\n    effectiveFrom\n    overrides {\n      vendorId\n      businessName\n      ratePercent\n      effectiveFrom\n    }\n  }\n": types.CommissionSettingsFieldsFragmentDoc,
    "\n  query GetAdminPayouts {\n    adminPayouts {\n      ...PayoutsOverviewFields\n    }\n    commissionSettings {\n      ...CommissionSettingsFields\n    }\n  }\n": types.GetAdminPayoutsDocument,
    "\n  query ListShopBalances($first: Int!, $after: String) {\n    adminShopBalances(first: $first, after: $after) {\n      nodes {\n        id\n        vendorId\n        businessName\n        accountStatus\n        balance {\n          pendingCents\n          transferredCents\n          paidOutCents\n          refundedCents\n          commissionCents\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListShopBalancesDocument,
    "\n  query CheckLedgerIntegrity {\n    ledgerIntegrity {\n      ok\n      checkedAt\n      journals\n      entries\n      problems {\n        check\n        description\n        count\n      }\n    }\n  }\n": types.CheckLedgerIntegrityDocument,
    "\n  mutation SetPlatformCommission($ratePercent: Float!) {\n    setPlatformCommission(ratePercent: $ratePercent) {\n      ...CommissionSettingsFields\n    }\n  }\n": types.SetPlatformCommissionDocument,
    "\n  mutation SetShopCommission($vendorId: ID!, $ratePercent: Float) {\n    setShopCommission(vendorId: $vendorId, ratePercent: $ratePercent) {\n      ...CommissionSettingsFields\n    }\n  }\n": types.SetShopCommissionDocument,
    "\n  fragment AdminTransferFields on AdminTransfer {\n    id\n    orderId\n    orderShortNumber\n    orderPlacedAt\n    orderTotalCents\n    commissionCents\n    netCents\n    state\n    vendorId\n    businessName\n    attempts\n    lastError\n    retryable\n  }\n": types.AdminTransferFieldsFragmentDoc,
    "\n  query ListAdminTransfers($state: TransferState, $first: Int!, $after: String) {\n    adminTransfers(state: $state, first: $first, after: $after) {\n      nodes {\n        ...AdminTransferFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListAdminTransfersDocument,
    "\n  mutation RetryTransfer($id: ID!) {\n    retryTransfer(id: $id) {\n      ...AdminTransferFields\n    }\n  }\n": types.RetryTransferDocument,
    "\n  query GetAdminAnalytics($months: Int!) {\n    adminAnalytics(months: $months) {\n      totalSalesCents\n      totalOrders\n      newUsers\n      activeVendors\n      salesChart {\n        month\n        orders\n        revenueCents\n      }\n      usersChart {\n        month\n        newUsers\n      }\n    }\n  }\n": types.GetAdminAnalyticsDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    role\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  query ListAdminUsers($q: String, $first: Int!, $after: String) {\n    adminUsers(q: $q, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListAdminUsersDocument,
    "\n  mutation CreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...AdminUserFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  fragment AdminVendorFields on AdminVendor {\n    id\n    name\n    email\n    phone\n    isVerified\n    productCount\n  }\n": types.AdminVendorFieldsFragmentDoc,
    "\n  query ListAdminVendors($q: String, $first: Int!, $after: String) {\n    adminVendors(q: $q, first: $first, after: $after) {\n      nodes {\n        ...AdminVendorFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListAdminVendorsDocument,
    "\n  mutation CreateVendor($input: AdminVendorInput!) {\n    createVendor(input: $input) {\n      ...AdminVendorFields\n    }\n  }\n": types.CreateVendorDocument,
    "\n  mutation UpdateVendor($id: ID!, $input: AdminVendorInput!) {\n    updateVendor(id: $id, input: $input) {\n      ...AdminVendorFields\n    }\n  }\n": types.UpdateVendorDocument,
    "\n  mutation DeleteVendor($id: ID!) {\n    deleteVendor(id: $id)\n  }\n": types.DeleteVendorDocument,
    "\n  query GetVendorDeletionImpact($id: ID!) {\n    adminVendorDeletionImpact(id: $id) {\n      openOrderCount\n      refundTotalCents\n    }\n  }\n": types.GetVendorDeletionImpactDocument,
    "\n  query ListAuditEntries(\n    $actor: String\n    $action: AuditAction\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $first: Int!\n    $after: String\n  ) {\n    auditLog(actor: $actor, action: $action, from: $from, to: $to, first: $first, after: $after) {\n      nodes {\n        id\n        createdAt\n        actorEmail\n        actorRole\n        action\n        targetType\n        targetId\n        summary\n        summaryMessage {\n          id\n          params {\n            name\n            value\n          }\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListAuditEntriesDocument,
    "\n  query GetAdminProfile {\n    me {\n      id\n      username\n      email\n      phone\n    }\n  }\n": types.GetAdminProfileDocument,
    "\n  mutation UpdateAdminProfile($input: AdminProfileInput!) {\n    updateAdminProfile(input: $input) {\n      id\n      username\n      email\n      phone\n    }\n  }\n": types.UpdateAdminProfileDocument,
    "\n  query ListContactMessages($first: Int!, $after: String, $unreadOnly: Boolean!) {\n    contactMessages(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      nodes {\n        id\n        name\n        senderEmail\n        message\n        createdAt\n        read\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    unreadContactMessageCount\n  }\n": types.ListContactMessagesDocument,
    "\n  mutation SetContactMessageRead($id: ID!, $read: Boolean!) {\n    setContactMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": types.SetContactMessageReadDocument,
    "\n  query ListFailedRefunds($first: Int!, $after: String) {\n    failedRefunds(first: $first, after: $after) {\n      nodes {\n        id\n        orderId\n        orderNumber\n        shopName\n        amountCents\n        attempts\n        lastError\n        updatedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListFailedRefundsDocument,
    "\n  mutation RetryRefund($orderId: ID!) {\n    retryRefund(orderId: $orderId) {\n      id\n      orderId\n      attempts\n    }\n  }\n": types.RetryRefundDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      role\n      name\n      locale\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      message\n    }\n  }\n": types.SignupDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation UpdateCartItem($productId: ID!, $quantity: Int!) {\n    updateCartItem(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n": types.UpdateCartItemDocument,
    "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  query ListFeaturedProducts {\n    featuredProducts(limit: 4) {\n      id\n      name\n      description\n      price\n      image\n    }\n  }\n": types.ListFeaturedProductsDocument,
    "\n  query SearchFeaturedProducts($q: String!) {\n    products(first: 4, q: $q) {\n      nodes {\n        id\n        name\n        description\n        price\n        image\n      }\n    }\n  }\n": types.SearchFeaturedProductsDocument,
    "\n  query ListTopVendors {\n    topVendors(limit: 4) {\n      id\n      businessName\n      profileImage\n    }\n  }\n": types.ListTopVendorsDocument,
    "\n  query ListProducts(\n    $first: Int!\n    $after: String\n    $q: String\n    $categories: [String!]\n    $minPriceCents: Int\n    $maxPriceCents: Int\n    $shopIds: [ID!]\n    $inStock: Boolean\n    $sort: ProductSort\n    $withFacets: Boolean! = true\n  ) {\n    products(\n      first: $first\n      after: $after\n      q: $q\n      categories: $categories\n      minPriceCents: $minPriceCents\n      maxPriceCents: $maxPriceCents\n      shopIds: $shopIds\n      inStock: $inStock\n      sort: $sort\n    ) {\n      nodes {\n        id\n        name\n        nameFr\n        price\n        image\n        stock\n        vendor {\n          id\n          businessName\n          businessNameFr\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      # The same for every page of a search: \"Load more\" leaves them out (catalog.hooks.ts).\n      facets @include(if: $withFacets) {\n        categories {\n          value\n          count\n        }\n        shops {\n          id\n          name\n          count\n        }\n        approximate\n      }\n      didYouMean\n      nearestCategories\n    }\n  }\n": types.ListProductsDocument,
    "\n  query ListCategories {\n    categories\n  }\n": types.ListCategoriesDocument,
    "\n  query GetProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      nameFr\n      descriptionFr\n      price\n      stock\n      category\n      images\n      image\n      featured\n      vendor {\n        id\n        businessName\n        businessNameFr\n      }\n    }\n  }\n": types.GetProductDocument,
    "\n  query ListVendorsWithProducts($first: Int!, $after: String) {\n    vendors(first: $first, after: $after) {\n      nodes {\n        id\n        businessName\n        address\n        city\n        description\n        profileImage\n        previewProducts(limit: 4) {\n          id\n          name\n          price\n          image\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListVendorsWithProductsDocument,
    "\n  query GetVendorShop($id: ID!, $first: Int!, $after: String) {\n    vendor(id: $id) {\n      id\n      businessName\n      businessNameFr\n      address\n      city\n      phone\n      description\n      descriptionFr\n      profileImage\n      products(first: $first, after: $after) {\n        nodes {\n          id\n          name\n          nameFr\n          price\n          image\n          stock\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.GetVendorShopDocument,
    "\n  mutation SetProductFeatured($productId: ID!, $featured: Boolean!) {\n    setProductFeatured(productId: $productId, featured: $featured) {\n      id\n      featured\n    }\n  }\n": types.SetProductFeaturedDocument,
    "\n  query GetCheckout($province: Province) {\n    me {\n      id\n      name\n      email\n      phone\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n    }\n    cart(province: $province) {\n      itemCount\n      items {\n        quantity\n        lineTotal\n        lineTotalCents\n        product {\n          id\n          name\n          price\n          image\n          vendor {\n            id\n            businessName\n          }\n        }\n      }\n      subtotal\n      tax\n      total\n      subtotalCents\n      taxCents\n      totalCents\n      taxProvince\n      taxes {\n        label\n        amountCents\n      }\n    }\n    paymentConfig {\n      provider\n      testMode\n      publishableKey\n      currency\n    }\n  }\n": types.GetCheckoutDocument,
    "\n  mutation SubmitCheckout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      success\n      message\n      paymentId\n      total\n      totalCents\n      orders {\n        id\n        shortNumber\n        total\n        vendor {\n          id\n          businessName\n        }\n      }\n    }\n  }\n": types.SubmitCheckoutDocument,
    "\n  query GetCustomerDashboard {\n    me {\n      id\n      name\n      isVerified\n      activeOrderCount\n    }\n    trendingProducts(limit: 8) {\n      id\n      name\n      price\n      image\n      stock\n    }\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n": types.GetCustomerDashboardDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n": types.ResendVerificationEmailDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  mutation ConfirmNewsletterSubscription($input: NewsletterLinkInput!) {\n    confirmNewsletterSubscription(input: $input) {\n      message\n    }\n  }\n": types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation UnsubscribeNewsletter($input: NewsletterLinkInput!) {\n    unsubscribeNewsletter(input: $input) {\n      message\n    }\n  }\n": types.UnsubscribeNewsletterDocument,
    "\n  query ListMyOrders($first: Int!, $after: String) {\n    myOrders(first: $first, after: $after) {\n      nodes {\n        id\n        shortNumber\n        createdAt\n        status\n        refundStatus\n        subtotal\n        tax\n        total\n        totalCents\n        paymentId\n        taxes {\n          label\n          amount\n        }\n        customerInfo {\n          fullName\n          email\n          phone\n          address\n          postalCode\n        }\n        items {\n          productId\n          productName\n          quantity\n          unitPrice\n          lineTotal\n        }\n        vendor {\n          id\n          businessName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListMyOrdersDocument,
    "\n  query GetOrderReceipt($id: ID!) {\n    order(id: $id) {\n      id\n      shortNumber\n      createdAt\n      status\n      subtotal\n      total\n      paymentId\n      customerInfo {\n        fullName\n        email\n        phone\n        address\n        postalCode\n        province\n      }\n      items {\n        productName\n        quantity\n        unitPrice\n        lineTotal\n      }\n      taxes {\n        label\n        amount\n        collectedBy\n      }\n      vendor {\n        id\n        businessName\n        legalName\n        address\n        city\n        postalCode\n        gstHstNumber\n        qstNumber\n      }\n    }\n  }\n": types.GetOrderReceiptDocument,
    "\n  query GetCheckoutConfirmation($paymentId: ID!) {\n    checkoutConfirmation(paymentId: $paymentId) {\n      paymentId\n      placedAt\n      paymentPending\n      cardBrand\n      cardLast4\n      subtotalCents\n      taxCents\n      totalCents\n      shipTo {\n        fullName\n        email\n        phone\n        address\n        postalCode\n        province\n      }\n      orders {\n        id\n        shortNumber\n        subtotalCents\n        totalCents\n        vendor {\n          id\n          businessName\n        }\n        items {\n          productId\n          productName\n          quantity\n          lineTotal\n        }\n        taxes {\n          label\n          amount\n        }\n      }\n    }\n  }\n": types.GetCheckoutConfirmationDocument,
    "\n  fragment ShopTransferFields on ShopTransfer {\n    id\n    orderId\n    orderShortNumber\n    orderPlacedAt\n    orderTotalCents\n    commissionRatePercent\n    commissionCents\n    netCents\n    state\n    transferredAt\n    reversedAt\n  }\n": types.ShopTransferFieldsFragmentDoc,
    "\n  fragment PayoutAccountFields on PayoutAccount {\n    status\n    testMode\n    chargesEnabled\n    payoutsEnabled\n    detailsSubmitted\n    requirements\n  }\n": types.PayoutAccountFieldsFragmentDoc,
    "\n  query GetVendorPayouts($first: Int!, $after: String, $months: Int!) {\n    vendorPayouts {\n      account {\n        ...PayoutAccountFields\n      }\n      balance {\n        pendingCents\n        transferredCents\n        paidOutCents\n        refundedCents\n        commissionCents\n      }\n      transfers(first: $first, after: $after) {\n        nodes {\n          ...ShopTransferFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n      payouts(first: 10) {\n        nodes {\n          id\n          amountCents\n          status\n          paidAt\n          failureMessage\n          createdAt\n        }\n      }\n      statement(months: $months) {\n        month\n        grossCents\n        commissionCents\n        refundedCents\n        netCents\n        transferredCents\n        paidOutCents\n      }\n    }\n  }\n": types.GetVendorPayoutsDocument,
    "\n  query ListVendorTransfers($first: Int!, $after: String) {\n    vendorPayouts {\n      transfers(first: $first, after: $after) {\n        nodes {\n          ...ShopTransferFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.ListVendorTransfersDocument,
    "\n  mutation StartPayoutOnboarding {\n    startPayoutOnboarding {\n      url\n      testMode\n    }\n  }\n": types.StartPayoutOnboardingDocument,
    "\n  mutation RefreshPayoutAccount {\n    refreshPayoutAccount {\n      ...PayoutAccountFields\n    }\n  }\n": types.RefreshPayoutAccountDocument,
    "\n  fragment TaxReportRowFields on TaxReportRow {\n    month\n    jurisdiction\n    orders\n    taxableSalesCents\n    gstCents\n    hstCents\n    qstCents\n    pstCents\n    rstCents\n    totalTaxCents\n    collectedByShopsCents\n    collectedByMainstreetCents\n  }\n": types.TaxReportRowFieldsFragmentDoc,
    "\n  query GetVendorTaxReport($months: Int!) {\n    vendorTaxReport(months: $months) {\n      ...TaxReportRowFields\n    }\n  }\n": types.GetVendorTaxReportDocument,
    "\n  query GetAdminTaxReport($months: Int!) {\n    adminTaxReport(months: $months) {\n      ...TaxReportRowFields\n    }\n  }\n": types.GetAdminTaxReportDocument,
    "\n  query ListTaxRates {\n    taxRates {\n      id\n      province\n      tax\n      rate\n      effectiveFrom\n      createdAt\n      inForce\n    }\n  }\n": types.ListTaxRatesDocument,
    "\n  mutation AddTaxRate($input: TaxRateInput!) {\n    addTaxRate(input: $input) {\n      id\n      province\n      tax\n      rate\n      effectiveFrom\n      createdAt\n      inForce\n    }\n  }\n": types.AddTaxRateDocument,
    "\n  fragment SalesPointFields on SalesPoint {\n    period\n    orders\n    revenueCents\n    taxCents\n  }\n": types.SalesPointFieldsFragmentDoc,
    "\n  query GetVendorSalesReport($days: Int!, $months: Int!) {\n    vendorSales(days: $days, months: $months) {\n      daily {\n        ...SalesPointFields\n      }\n      monthly {\n        ...SalesPointFields\n      }\n      topProducts {\n        productId\n        name\n        units\n        revenueCents\n      }\n    }\n  }\n": types.GetVendorSalesReportDocument,
    "\n  query GetVendorEarnings($months: Int!) {\n    vendorSales(days: 1, months: $months) {\n      monthly {\n        ...SalesPointFields\n      }\n    }\n    vendorDashboard {\n      businessName\n      totalProducts\n      totalOrders\n      totalRevenueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      revenueGrowthPercent\n    }\n    vendorPayouts {\n      statement(months: $months) {\n        month\n        commissionCents\n        netCents\n      }\n    }\n  }\n": types.GetVendorEarningsDocument,
    "\n  query ListLowStockProducts($threshold: Int!) {\n    myLowStockProducts(threshold: $threshold) {\n      id\n      name\n      category\n      stock\n    }\n  }\n": types.ListLowStockProductsDocument,
    "\n  mutation SetInventoryStock($id: ID!, $stock: Int!) {\n    setProductStock(id: $id, stock: $stock) {\n      id\n      stock\n    }\n  }\n": types.SetInventoryStockDocument,
    "\n  fragment MyShopFields on MyShop {\n    email\n    emailNotifications\n    vendor {\n      id\n      businessName\n      phone\n      address\n      city\n      postalCode\n      description\n      businessNameFr\n      descriptionFr\n      profileImage\n      isVerified\n      legalName\n      gstHstNumber\n      qstNumber\n    }\n  }\n": types.MyShopFieldsFragmentDoc,
    "\n  query GetMyShop {\n    myShop {\n      ...MyShopFields\n    }\n  }\n": types.GetMyShopDocument,
    "\n  mutation UpdateShopProfile($input: ShopProfileInput!) {\n    updateMyShop(input: $input) {\n      ...MyShopFields\n    }\n  }\n": types.UpdateShopProfileDocument,
    "\n  mutation SetShopEmailNotifications($enabled: Boolean!) {\n    setEmailNotifications(enabled: $enabled) {\n      ...MyShopFields\n    }\n  }\n": types.SetShopEmailNotificationsDocument,
    "\n  query GetVendorDashboard {\n    vendorDashboard {\n      businessName\n      totalProducts\n      totalOrders\n      totalRevenueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      revenueGrowthPercent\n    }\n  }\n": types.GetVendorDashboardDocument,
    "\n  query GetMyVendorId {\n    me {\n      id\n      vendor {\n        id\n      }\n    }\n  }\n": types.GetMyVendorIdDocument,
    "\n  fragment VendorProductFields on Product {\n    id\n    name\n    category\n    description\n    nameFr\n    descriptionFr\n    price\n    priceCents\n    stock\n    image\n    images\n  }\n": types.VendorProductFieldsFragmentDoc,
    "\n  query ListMyProducts($q: String, $first: Int!, $after: String) {\n    myProducts(q: $q, first: $first, after: $after) {\n      nodes {\n        ...VendorProductFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListMyProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...VendorProductFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...VendorProductFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  fragment VendorOrderFields on Order {\n    id\n    shortNumber\n    createdAt\n    status\n    refundStatus\n    nextStatuses\n    customerName\n    total\n    customerInfo {\n      fullName\n      address\n      postalCode\n      phone\n      email\n    }\n    items {\n      productId\n      productName\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n": types.VendorOrderFieldsFragmentDoc,
    "\n  query ListVendorOrders($first: Int!, $after: String, $status: OrderStatus) {\n    vendorOrders(first: $first, after: $after, status: $status) {\n      nodes {\n        ...VendorOrderFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ListVendorOrdersDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      ...VendorOrderFields\n    }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    message\n    orderId\n    itemCount\n    totalCents\n    createdAt\n    readAt\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query ListMyNotifications($first: Int!) {\n    myNotifications(first: $first) {\n      ...NotificationFields\n    }\n    unreadNotificationCount\n  }\n": types.ListMyNotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  subscription OnVendorNotification {\n    vendorNotifications {\n      ...NotificationFields\n    }\n  }\n": types.OnVendorNotificationDocument,
    "\n  mutation MoveWishlistItemToCart($productId: ID!) {\n    moveWishlistItemToCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n": types.MoveWishlistItemToCartDocument,
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
export function graphql(source: "\n  fragment ShippingAddressFields on SavedShippingAddress {\n    fullName\n    phone\n    address\n    province\n    postalCode\n  }\n"): (typeof documents)["\n  fragment ShippingAddressFields on SavedShippingAddress {\n    fullName\n    phone\n    address\n    province\n    postalCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      role\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      role\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      userAgent\n      ip\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      userAgent\n      ip\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n"): (typeof documents)["\n  mutation LogoutEverywhere {\n    logoutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, limit: 6) {\n      products {\n        id\n        name\n      }\n      shops {\n        id\n        businessName\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($q: String!) {\n    searchSuggestions(q: $q, limit: 6) {\n      products {\n        id\n        name\n      }\n      shops {\n        id\n        businessName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommerceProductFields on Product {\n    id\n    name\n    price\n    image\n    stock\n    vendor {\n      id\n      businessName\n    }\n  }\n"): (typeof documents)["\n  fragment CommerceProductFields on Product {\n    id\n    name\n    price\n    image\n    stock\n    vendor {\n      id\n      businessName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    itemCount\n    subtotal\n    tax\n    total\n    totalCents\n    taxProvince\n    taxes {\n      label\n      amount\n    }\n    items {\n      quantity\n      maxQuantity\n      lineTotal\n      product {\n        ...CommerceProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    itemCount\n    subtotal\n    tax\n    total\n    totalCents\n    taxProvince\n    taxes {\n      label\n      amount\n    }\n    items {\n      quantity\n      maxQuantity\n      lineTotal\n      product {\n        ...CommerceProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCart {\n    cart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query GetCart {\n    cart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($productId: ID!, $quantity: Int! = 1) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($productId: ID!, $quantity: Int! = 1) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WishlistEntryFields on WishlistEntry {\n    addedAt\n    product {\n      ...CommerceProductFields\n    }\n  }\n"): (typeof documents)["\n  fragment WishlistEntryFields on WishlistEntry {\n    addedAt\n    product {\n      ...CommerceProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetWishlist {\n    wishlist {\n      ...WishlistEntryFields\n    }\n  }\n"): (typeof documents)["\n  query GetWishlist {\n    wishlist {\n      ...WishlistEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...WishlistEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...WishlistEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetWishlistProductIds {\n    wishlistProductIds\n  }\n"): (typeof documents)["\n  query GetWishlistProductIds {\n    wishlistProductIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...WishlistEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...WishlistEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyLocale($locale: String!) {\n    setMyLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyLocale($locale: String!) {\n    setMyLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {\n    subscribeNewsletter(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {\n    subscribeNewsletter(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAccountProfile {\n    me {\n      id\n      username\n      name\n      email\n      phone\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n      role\n      isVerified\n      createdAt\n      vendor {\n        id\n        businessName\n        address\n        city\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAccountProfile {\n    me {\n      id\n      username\n      name\n      email\n      phone\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n      role\n      isVerified\n      createdAt\n      vendor {\n        id\n        businessName\n        address\n        city\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phone\n      province\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phone\n      province\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveShippingAddress($input: ShippingAddressInput!) {\n    saveShippingAddress(input: $input) {\n      id\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveShippingAddress($input: ShippingAddressInput!) {\n    saveShippingAddress(input: $input) {\n      id\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShippingAddress {\n    deleteShippingAddress {\n      id\n      shippingAddress {\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteShippingAddress {\n    deleteShippingAddress {\n      id\n      shippingAddress {\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAdminStats($months: Int!) {\n    adminStats(months: $months) {\n      users\n      vendors\n      orders\n      totalRevenueCents\n      averageOrderValueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      salesGrowthRate\n      salesData {\n        month\n        orders\n        revenueCents\n      }\n      statusBreakdown {\n        status\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAdminStats($months: Int!) {\n    adminStats(months: $months) {\n      users\n      vendors\n      orders\n      totalRevenueCents\n      averageOrderValueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      salesGrowthRate\n      salesData {\n        month\n        orders\n        revenueCents\n      }\n      statusBreakdown {\n        status\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCommissionEarned {\n    adminPayouts {\n      commissionEarnedCents\n      commissionThisMonthCents\n    }\n  }\n"): (typeof documents)["\n  query GetCommissionEarned {\n    adminPayouts {\n      commissionEarnedCents\n      commissionThisMonthCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutsOverviewFields on PayoutsOverview {\n    commissionEarnedCents\n    commissionThisMonthCents\n    pendingCents\n    transferredCents\n    paidOutCents\n    refundedCents\n    transfers {\n      state\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment PayoutsOverviewFields on PayoutsOverview {\n    commissionEarnedCents\n    commissionThisMonthCents\n    pendingCents\n    transferredCents\n    paidOutCents\n    refundedCents\n    transfers {\n      state\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommissionSettingsFields on CommissionSettings {\n    ratePercent\n    effectiveFrom\n    overrides {\n      vendorId\n      businessName\n      ratePercent\n      effectiveFrom\n    }\n  }\n"): (typeof documents)["\n  fragment CommissionSettingsFields on CommissionSettings {\n    ratePercent\n    effectiveFrom\n    overrides {\n      vendorId\n      businessName\n      ratePercent\n      effectiveFrom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAdminPayouts {\n    adminPayouts {\n      ...PayoutsOverviewFields\n    }\n    commissionSettings {\n      ...CommissionSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query GetAdminPayouts {\n    adminPayouts {\n      ...PayoutsOverviewFields\n    }\n    commissionSettings {\n      ...CommissionSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListShopBalances($first: Int!, $after: String) {\n    adminShopBalances(first: $first, after: $after) {\n      nodes {\n        id\n        vendorId\n        businessName\n        accountStatus\n        balance {\n          pendingCents\n          transferredCents\n          paidOutCents\n          refundedCents\n          commissionCents\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListShopBalances($first: Int!, $after: String) {\n    adminShopBalances(first: $first, after: $after) {\n      nodes {\n        id\n        vendorId\n        businessName\n        accountStatus\n        balance {\n          pendingCents\n          transferredCents\n          paidOutCents\n          refundedCents\n          commissionCents\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckLedgerIntegrity {\n    ledgerIntegrity {\n      ok\n      checkedAt\n      journals\n      entries\n      problems {\n        check\n        description\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckLedgerIntegrity {\n    ledgerIntegrity {\n      ok\n      checkedAt\n      journals\n      entries\n      problems {\n        check\n        description\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPlatformCommission($ratePercent: Float!) {\n    setPlatformCommission(ratePercent: $ratePercent) {\n      ...CommissionSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetPlatformCommission($ratePercent: Float!) {\n    setPlatformCommission(ratePercent: $ratePercent) {\n      ...CommissionSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShopCommission($vendorId: ID!, $ratePercent: Float) {\n    setShopCommission(vendorId: $vendorId, ratePercent: $ratePercent) {\n      ...CommissionSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetShopCommission($vendorId: ID!, $ratePercent: Float) {\n    setShopCommission(vendorId: $vendorId, ratePercent: $ratePercent) {\n      ...CommissionSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTransferFields on AdminTransfer {\n    id\n    orderId\n    orderShortNumber\n    orderPlacedAt\n    orderTotalCents\n    commissionCents\n    netCents\n    state\n    vendorId\n    businessName\n    attempts\n    lastError\n    retryable\n  }\n"): (typeof documents)["\n  fragment AdminTransferFields on AdminTransfer {\n    id\n    orderId\n    orderShortNumber\n    orderPlacedAt\n    orderTotalCents\n    commissionCents\n    netCents\n    state\n    vendorId\n    businessName\n    attempts\n    lastError\n    retryable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListAdminTransfers($state: TransferState, $first: Int!, $after: String) {\n    adminTransfers(state: $state, first: $first, after: $after) {\n      nodes {\n        ...AdminTransferFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListAdminTransfers($state: TransferState, $first: Int!, $after: String) {\n    adminTransfers(state: $state, first: $first, after: $after) {\n      nodes {\n        ...AdminTransferFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryTransfer($id: ID!) {\n    retryTransfer(id: $id) {\n      ...AdminTransferFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetryTransfer($id: ID!) {\n    retryTransfer(id: $id) {\n      ...AdminTransferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAdminAnalytics($months: Int!) {\n    adminAnalytics(months: $months) {\n      totalSalesCents\n      totalOrders\n      newUsers\n      activeVendors\n      salesChart {\n        month\n        orders\n        revenueCents\n      }\n      usersChart {\n        month\n        newUsers\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAdminAnalytics($months: Int!) {\n    adminAnalytics(months: $months) {\n      totalSalesCents\n      totalOrders\n      newUsers\n      activeVendors\n      salesChart {\n        month\n        orders\n        revenueCents\n      }\n      usersChart {\n        month\n        newUsers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    role\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListAdminUsers($q: String, $first: Int!, $after: String) {\n    adminUsers(q: $q, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListAdminUsers($q: String, $first: Int!, $after: String) {\n    adminUsers(q: $q, first: $first, after: $after) {\n      nodes {\n        ...AdminUserFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminVendorFields on AdminVendor {\n    id\n    name\n    email\n    phone\n    isVerified\n    productCount\n  }\n"): (typeof documents)["\n  fragment AdminVendorFields on AdminVendor {\n    id\n    name\n    email\n    phone\n    isVerified\n    productCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListAdminVendors($q: String, $first: Int!, $after: String) {\n    adminVendors(q: $q, first: $first, after: $after) {\n      nodes {\n        ...AdminVendorFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListAdminVendors($q: String, $first: Int!, $after: String) {\n    adminVendors(q: $q, first: $first, after: $after) {\n      nodes {\n        ...AdminVendorFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVendor($input: AdminVendorInput!) {\n    createVendor(input: $input) {\n      ...AdminVendorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVendor($input: AdminVendorInput!) {\n    createVendor(input: $input) {\n      ...AdminVendorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVendor($id: ID!, $input: AdminVendorInput!) {\n    updateVendor(id: $id, input: $input) {\n      ...AdminVendorFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVendor($id: ID!, $input: AdminVendorInput!) {\n    updateVendor(id: $id, input: $input) {\n      ...AdminVendorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVendor($id: ID!) {\n    deleteVendor(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteVendor($id: ID!) {\n    deleteVendor(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVendorDeletionImpact($id: ID!) {\n    adminVendorDeletionImpact(id: $id) {\n      openOrderCount\n      refundTotalCents\n    }\n  }\n"): (typeof documents)["\n  query GetVendorDeletionImpact($id: ID!) {\n    adminVendorDeletionImpact(id: $id) {\n      openOrderCount\n      refundTotalCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListAuditEntries(\n    $actor: String\n    $action: AuditAction\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $first: Int!\n    $after: String\n  ) {\n    auditLog(actor: $actor, action: $action, from: $from, to: $to, first: $first, after: $after) {\n      nodes {\n        id\n        createdAt\n        actorEmail\n        actorRole\n        action\n        targetType\n        targetId\n        summary\n        summaryMessage {\n          id\n          params {\n            name\n            value\n          }\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListAuditEntries(\n    $actor: String\n    $action: AuditAction\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $first: Int!\n    $after: String\n  ) {\n    auditLog(actor: $actor, action: $action, from: $from, to: $to, first: $first, after: $after) {\n      nodes {\n        id\n        createdAt\n        actorEmail\n        actorRole\n        action\n        targetType\n        targetId\n        summary\n        summaryMessage {\n          id\n          params {\n            name\n            value\n          }\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAdminProfile {\n    me {\n      id\n      username\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  query GetAdminProfile {\n    me {\n      id\n      username\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdminProfile($input: AdminProfileInput!) {\n    updateAdminProfile(input: $input) {\n      id\n      username\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminProfile($input: AdminProfileInput!) {\n    updateAdminProfile(input: $input) {\n      id\n      username\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListContactMessages($first: Int!, $after: String, $unreadOnly: Boolean!) {\n    contactMessages(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      nodes {\n        id\n        name\n        senderEmail\n        message\n        createdAt\n        read\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    unreadContactMessageCount\n  }\n"): (typeof documents)["\n  query ListContactMessages($first: Int!, $after: String, $unreadOnly: Boolean!) {\n    contactMessages(first: $first, after: $after, unreadOnly: $unreadOnly) {\n      nodes {\n        id\n        name\n        senderEmail\n        message\n        createdAt\n        read\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    unreadContactMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactMessageRead($id: ID!, $read: Boolean!) {\n    setContactMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation SetContactMessageRead($id: ID!, $read: Boolean!) {\n    setContactMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListFailedRefunds($first: Int!, $after: String) {\n    failedRefunds(first: $first, after: $after) {\n      nodes {\n        id\n        orderId\n        orderNumber\n        shopName\n        amountCents\n        attempts\n        lastError\n        updatedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListFailedRefunds($first: Int!, $after: String) {\n    failedRefunds(first: $first, after: $after) {\n      nodes {\n        id\n        orderId\n        orderNumber\n        shopName\n        amountCents\n        attempts\n        lastError\n        updatedAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryRefund($orderId: ID!) {\n    retryRefund(orderId: $orderId) {\n      id\n      orderId\n      attempts\n    }\n  }\n"): (typeof documents)["\n  mutation RetryRefund($orderId: ID!) {\n    retryRefund(orderId: $orderId) {\n      id\n      orderId\n      attempts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      role\n      name\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      role\n      name\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($productId: ID!, $quantity: Int!) {\n    updateCartItem(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItem($productId: ID!, $quantity: Int!) {\n    updateCartItem(productId: $productId, quantity: $quantity) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListFeaturedProducts {\n    featuredProducts(limit: 4) {\n      id\n      name\n      description\n      price\n      image\n    }\n  }\n"): (typeof documents)["\n  query ListFeaturedProducts {\n    featuredProducts(limit: 4) {\n      id\n      name\n      description\n      price\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchFeaturedProducts($q: String!) {\n    products(first: 4, q: $q) {\n      nodes {\n        id\n        name\n        description\n        price\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchFeaturedProducts($q: String!) {\n    products(first: 4, q: $q) {\n      nodes {\n        id\n        name\n        description\n        price\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListTopVendors {\n    topVendors(limit: 4) {\n      id\n      businessName\n      profileImage\n    }\n  }\n"): (typeof documents)["\n  query ListTopVendors {\n    topVendors(limit: 4) {\n      id\n      businessName\n      profileImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListProducts(\n    $first: Int!\n    $after: String\n    $q: String\n    $categories: [String!]\n    $minPriceCents: Int\n    $maxPriceCents: Int\n    $shopIds: [ID!]\n    $inStock: Boolean\n    $sort: ProductSort\n    $withFacets: Boolean! = true\n  ) {\n    products(\n      first: $first\n      after: $after\n      q: $q\n      categories: $categories\n      minPriceCents: $minPriceCents\n      maxPriceCents: $maxPriceCents\n      shopIds: $shopIds\n      inStock: $inStock\n      sort: $sort\n    ) {\n      nodes {\n        id\n        name\n        nameFr\n        price\n        image\n        stock\n        vendor {\n          id\n          businessName\n          businessNameFr\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      # The same for every page of a search: \"Load more\" leaves them out (catalog.hooks.ts).\n      facets @include(if: $withFacets) {\n        categories {\n          value\n          count\n        }\n        shops {\n          id\n          name\n          count\n        }\n        approximate\n      }\n      didYouMean\n      nearestCategories\n    }\n  }\n"): (typeof documents)["\n  query ListProducts(\n    $first: Int!\n    $after: String\n    $q: String\n    $categories: [String!]\n    $minPriceCents: Int\n    $maxPriceCents: Int\n    $shopIds: [ID!]\n    $inStock: Boolean\n    $sort: ProductSort\n    $withFacets: Boolean! = true\n  ) {\n    products(\n      first: $first\n      after: $after\n      q: $q\n      categories: $categories\n      minPriceCents: $minPriceCents\n      maxPriceCents: $maxPriceCents\n      shopIds: $shopIds\n      inStock: $inStock\n      sort: $sort\n    ) {\n      nodes {\n        id\n        name\n        nameFr\n        price\n        image\n        stock\n        vendor {\n          id\n          businessName\n          businessNameFr\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      # The same for every page of a search: \"Load more\" leaves them out (catalog.hooks.ts).\n      facets @include(if: $withFacets) {\n        categories {\n          value\n          count\n        }\n        shops {\n          id\n          name\n          count\n        }\n        approximate\n      }\n      didYouMean\n      nearestCategories\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListCategories {\n    categories\n  }\n"): (typeof documents)["\n  query ListCategories {\n    categories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      nameFr\n      descriptionFr\n      price\n      stock\n      category\n      images\n      image\n      featured\n      vendor {\n        id\n        businessName\n        businessNameFr\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      nameFr\n      descriptionFr\n      price\n      stock\n      category\n      images\n      image\n      featured\n      vendor {\n        id\n        businessName\n        businessNameFr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListVendorsWithProducts($first: Int!, $after: String) {\n    vendors(first: $first, after: $after) {\n      nodes {\n        id\n        businessName\n        address\n        city\n        description\n        profileImage\n        previewProducts(limit: 4) {\n          id\n          name\n          price\n          image\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListVendorsWithProducts($first: Int!, $after: String) {\n    vendors(first: $first, after: $after) {\n      nodes {\n        id\n        businessName\n        address\n        city\n        description\n        profileImage\n        previewProducts(limit: 4) {\n          id\n          name\n          price\n          image\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVendorShop($id: ID!, $first: Int!, $after: String) {\n    vendor(id: $id) {\n      id\n      businessName\n      businessNameFr\n      address\n      city\n      phone\n      description\n      descriptionFr\n      profileImage\n      products(first: $first, after: $after) {\n        nodes {\n          id\n          name\n          nameFr\n          price\n          image\n          stock\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetVendorShop($id: ID!, $first: Int!, $after: String) {\n    vendor(id: $id) {\n      id\n      businessName\n      businessNameFr\n      address\n      city\n      phone\n      description\n      descriptionFr\n      profileImage\n      products(first: $first, after: $after) {\n        nodes {\n          id\n          name\n          nameFr\n          price\n          image\n          stock\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductFeatured($productId: ID!, $featured: Boolean!) {\n    setProductFeatured(productId: $productId, featured: $featured) {\n      id\n      featured\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductFeatured($productId: ID!, $featured: Boolean!) {\n    setProductFeatured(productId: $productId, featured: $featured) {\n      id\n      featured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCheckout($province: Province) {\n    me {\n      id\n      name\n      email\n      phone\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n    }\n    cart(province: $province) {\n      itemCount\n      items {\n        quantity\n        lineTotal\n        lineTotalCents\n        product {\n          id\n          name\n          price\n          image\n          vendor {\n            id\n            businessName\n          }\n        }\n      }\n      subtotal\n      tax\n      total\n      subtotalCents\n      taxCents\n      totalCents\n      taxProvince\n      taxes {\n        label\n        amountCents\n      }\n    }\n    paymentConfig {\n      provider\n      testMode\n      publishableKey\n      currency\n    }\n  }\n"): (typeof documents)["\n  query GetCheckout($province: Province) {\n    me {\n      id\n      name\n      email\n      phone\n      province\n      shippingAddress {\n        ...ShippingAddressFields\n      }\n    }\n    cart(province: $province) {\n      itemCount\n      items {\n        quantity\n        lineTotal\n        lineTotalCents\n        product {\n          id\n          name\n          price\n          image\n          vendor {\n            id\n            businessName\n          }\n        }\n      }\n      subtotal\n      tax\n      total\n      subtotalCents\n      taxCents\n      totalCents\n      taxProvince\n      taxes {\n        label\n        amountCents\n      }\n    }\n    paymentConfig {\n      provider\n      testMode\n      publishableKey\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCheckout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      success\n      message\n      paymentId\n      total\n      totalCents\n      orders {\n        id\n        shortNumber\n        total\n        vendor {\n          id\n          businessName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitCheckout($input: CheckoutInput!) {\n    checkout(input: $input) {\n      success\n      message\n      paymentId\n      total\n      totalCents\n      orders {\n        id\n        shortNumber\n        total\n        vendor {\n          id\n          businessName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCustomerDashboard {\n    me {\n      id\n      name\n      isVerified\n      activeOrderCount\n    }\n    trendingProducts(limit: 8) {\n      id\n      name\n      price\n      image\n      stock\n    }\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetCustomerDashboard {\n    me {\n      id\n      name\n      isVerified\n      activeOrderCount\n    }\n    trendingProducts(limit: 8) {\n      id\n      name\n      price\n      image\n      stock\n    }\n    vendors(first: 4) {\n      nodes {\n        id\n        businessName\n        profileImage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewsletterSubscription($input: NewsletterLinkInput!) {\n    confirmNewsletterSubscription(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmNewsletterSubscription($input: NewsletterLinkInput!) {\n    confirmNewsletterSubscription(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeNewsletter($input: NewsletterLinkInput!) {\n    unsubscribeNewsletter(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribeNewsletter($input: NewsletterLinkInput!) {\n    unsubscribeNewsletter(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMyOrders($first: Int!, $after: String) {\n    myOrders(first: $first, after: $after) {\n      nodes {\n        id\n        shortNumber\n        createdAt\n        status\n        refundStatus\n        subtotal\n        tax\n        total\n        totalCents\n        paymentId\n        taxes {\n          label\n          amount\n        }\n        customerInfo {\n          fullName\n          email\n          phone\n          address\n          postalCode\n        }\n        items {\n          productId\n          productName\n          quantity\n          unitPrice\n          lineTotal\n        }\n        vendor {\n          id\n          businessName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListMyOrders($first: Int!, $after: String) {\n    myOrders(first: $first, after: $after) {\n      nodes {\n        id\n        shortNumber\n        createdAt\n        status\n        refundStatus\n        subtotal\n        tax\n        total\n        totalCents\n        paymentId\n        taxes {\n          label\n          amount\n        }\n        customerInfo {\n          fullName\n          email\n          phone\n          address\n          postalCode\n        }\n        items {\n          productId\n          productName\n          quantity\n          unitPrice\n          lineTotal\n        }\n        vendor {\n          id\n          businessName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrderReceipt($id: ID!) {\n    order(id: $id) {\n      id\n      shortNumber\n      createdAt\n      status\n      subtotal\n      total\n      paymentId\n      customerInfo {\n        fullName\n        email\n        phone\n        address\n        postalCode\n        province\n      }\n      items {\n        productName\n        quantity\n        unitPrice\n        lineTotal\n      }\n      taxes {\n        label\n        amount\n        collectedBy\n      }\n      vendor {\n        id\n        businessName\n        legalName\n        address\n        city\n        postalCode\n        gstHstNumber\n        qstNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetOrderReceipt($id: ID!) {\n    order(id: $id) {\n      id\n      shortNumber\n      createdAt\n      status\n      subtotal\n      total\n      paymentId\n      customerInfo {\n        fullName\n        email\n        phone\n        address\n        postalCode\n        province\n      }\n      items {\n        productName\n        quantity\n        unitPrice\n        lineTotal\n      }\n      taxes {\n        label\n        amount\n        collectedBy\n      }\n      vendor {\n        id\n        businessName\n        legalName\n        address\n        city\n        postalCode\n        gstHstNumber\n        qstNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCheckoutConfirmation($paymentId: ID!) {\n    checkoutConfirmation(paymentId: $paymentId) {\n      paymentId\n      placedAt\n      paymentPending\n      cardBrand\n      cardLast4\n      subtotalCents\n      taxCents\n      totalCents\n      shipTo {\n        fullName\n        email\n        phone\n        address\n        postalCode\n        province\n      }\n      orders {\n        id\n        shortNumber\n        subtotalCents\n        totalCents\n        vendor {\n          id\n          businessName\n        }\n        items {\n          productId\n          productName\n          quantity\n          lineTotal\n        }\n        taxes {\n          label\n          amount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetCheckoutConfirmation($paymentId: ID!) {\n    checkoutConfirmation(paymentId: $paymentId) {\n      paymentId\n      placedAt\n      paymentPending\n      cardBrand\n      cardLast4\n      subtotalCents\n      taxCents\n      totalCents\n      shipTo {\n        fullName\n        email\n        phone\n        address\n        postalCode\n        province\n      }\n      orders {\n        id\n        shortNumber\n        subtotalCents\n        totalCents\n        vendor {\n          id\n          businessName\n        }\n        items {\n          productId\n          productName\n          quantity\n          lineTotal\n        }\n        taxes {\n          label\n          amount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopTransferFields on ShopTransfer {\n    id\n    orderId\n    orderShortNumber\n    orderPlacedAt\n    orderTotalCents\n    commissionRatePercent\n    commissionCents\n    netCents\n    state\n    transferredAt\n    reversedAt\n  }\n"): (typeof documents)["\n  fragment ShopTransferFields on ShopTransfer {\n    id\n    orderId\n    orderShortNumber\n    orderPlacedAt\n    orderTotalCents\n    commissionRatePercent\n    commissionCents\n    netCents\n    state\n    transferredAt\n    reversedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutAccountFields on PayoutAccount {\n    status\n    testMode\n    chargesEnabled\n    payoutsEnabled\n    detailsSubmitted\n    requirements\n  }\n"): (typeof documents)["\n  fragment PayoutAccountFields on PayoutAccount {\n    status\n    testMode\n    chargesEnabled\n    payoutsEnabled\n    detailsSubmitted\n    requirements\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVendorPayouts($first: Int!, $after: String, $months: Int!) {\n    vendorPayouts {\n      account {\n        ...PayoutAccountFields\n      }\n      balance {\n        pendingCents\n        transferredCents\n        paidOutCents\n        refundedCents\n        commissionCents\n      }\n      transfers(first: $first, after: $after) {\n        nodes {\n          ...ShopTransferFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n      payouts(first: 10) {\n        nodes {\n          id\n          amountCents\n          status\n          paidAt\n          failureMessage\n          createdAt\n        }\n      }\n      statement(months: $months) {\n        month\n        grossCents\n        commissionCents\n        refundedCents\n        netCents\n        transferredCents\n        paidOutCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetVendorPayouts($first: Int!, $after: String, $months: Int!) {\n    vendorPayouts {\n      account {\n        ...PayoutAccountFields\n      }\n      balance {\n        pendingCents\n        transferredCents\n        paidOutCents\n        refundedCents\n        commissionCents\n      }\n      transfers(first: $first, after: $after) {\n        nodes {\n          ...ShopTransferFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n      payouts(first: 10) {\n        nodes {\n          id\n          amountCents\n          status\n          paidAt\n          failureMessage\n          createdAt\n        }\n      }\n      statement(months: $months) {\n        month\n        grossCents\n        commissionCents\n        refundedCents\n        netCents\n        transferredCents\n        paidOutCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListVendorTransfers($first: Int!, $after: String) {\n    vendorPayouts {\n      transfers(first: $first, after: $after) {\n        nodes {\n          ...ShopTransferFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListVendorTransfers($first: Int!, $after: String) {\n    vendorPayouts {\n      transfers(first: $first, after: $after) {\n        nodes {\n          ...ShopTransferFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPayoutOnboarding {\n    startPayoutOnboarding {\n      url\n      testMode\n    }\n  }\n"): (typeof documents)["\n  mutation StartPayoutOnboarding {\n    startPayoutOnboarding {\n      url\n      testMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshPayoutAccount {\n    refreshPayoutAccount {\n      ...PayoutAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshPayoutAccount {\n    refreshPayoutAccount {\n      ...PayoutAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxReportRowFields on TaxReportRow {\n    month\n    jurisdiction\n    orders\n    taxableSalesCents\n    gstCents\n    hstCents\n    qstCents\n    pstCents\n    rstCents\n    totalTaxCents\n    collectedByShopsCents\n    collectedByMainstreetCents\n  }\n"): (typeof documents)["\n  fragment TaxReportRowFields on TaxReportRow {\n    month\n    jurisdiction\n    orders\n    taxableSalesCents\n    gstCents\n    hstCents\n    qstCents\n    pstCents\n    rstCents\n    totalTaxCents\n    collectedByShopsCents\n    collectedByMainstreetCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVendorTaxReport($months: Int!) {\n    vendorTaxReport(months: $months) {\n      ...TaxReportRowFields\n    }\n  }\n"): (typeof documents)["\n  query GetVendorTaxReport($months: Int!) {\n    vendorTaxReport(months: $months) {\n      ...TaxReportRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAdminTaxReport($months: Int!) {\n    adminTaxReport(months: $months) {\n      ...TaxReportRowFields\n    }\n  }\n"): (typeof documents)["\n  query GetAdminTaxReport($months: Int!) {\n    adminTaxReport(months: $months) {\n      ...TaxReportRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListTaxRates {\n    taxRates {\n      id\n      province\n      tax\n      rate\n      effectiveFrom\n      createdAt\n      inForce\n    }\n  }\n"): (typeof documents)["\n  query ListTaxRates {\n    taxRates {\n      id\n      province\n      tax\n      rate\n      effectiveFrom\n      createdAt\n      inForce\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTaxRate($input: TaxRateInput!) {\n    addTaxRate(input: $input) {\n      id\n      province\n      tax\n      rate\n      effectiveFrom\n      createdAt\n      inForce\n    }\n  }\n"): (typeof documents)["\n  mutation AddTaxRate($input: TaxRateInput!) {\n    addTaxRate(input: $input) {\n      id\n      province\n      tax\n      rate\n      effectiveFrom\n      createdAt\n      inForce\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesPointFields on SalesPoint {\n    period\n    orders\n    revenueCents\n    taxCents\n  }\n"): (typeof documents)["\n  fragment SalesPointFields on SalesPoint {\n    period\n    orders\n    revenueCents\n    taxCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVendorSalesReport($days: Int!, $months: Int!) {\n    vendorSales(days: $days, months: $months) {\n      daily {\n        ...SalesPointFields\n      }\n      monthly {\n        ...SalesPointFields\n      }\n      topProducts {\n        productId\n        name\n        units\n        revenueCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetVendorSalesReport($days: Int!, $months: Int!) {\n    vendorSales(days: $days, months: $months) {\n      daily {\n        ...SalesPointFields\n      }\n      monthly {\n        ...SalesPointFields\n      }\n      topProducts {\n        productId\n        name\n        units\n        revenueCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVendorEarnings($months: Int!) {\n    vendorSales(days: 1, months: $months) {\n      monthly {\n        ...SalesPointFields\n      }\n    }\n    vendorDashboard {\n      businessName\n      totalProducts\n      totalOrders\n      totalRevenueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      revenueGrowthPercent\n    }\n    vendorPayouts {\n      statement(months: $months) {\n        month\n        commissionCents\n        netCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetVendorEarnings($months: Int!) {\n    vendorSales(days: 1, months: $months) {\n      monthly {\n        ...SalesPointFields\n      }\n    }\n    vendorDashboard {\n      businessName\n      totalProducts\n      totalOrders\n      totalRevenueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      revenueGrowthPercent\n    }\n    vendorPayouts {\n      statement(months: $months) {\n        month\n        commissionCents\n        netCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListLowStockProducts($threshold: Int!) {\n    myLowStockProducts(threshold: $threshold) {\n      id\n      name\n      category\n      stock\n    }\n  }\n"): (typeof documents)["\n  query ListLowStockProducts($threshold: Int!) {\n    myLowStockProducts(threshold: $threshold) {\n      id\n      name\n      category\n      stock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInventoryStock($id: ID!, $stock: Int!) {\n    setProductStock(id: $id, stock: $stock) {\n      id\n      stock\n    }\n  }\n"): (typeof documents)["\n  mutation SetInventoryStock($id: ID!, $stock: Int!) {\n    setProductStock(id: $id, stock: $stock) {\n      id\n      stock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyShopFields on MyShop {\n    email\n    emailNotifications\n    vendor {\n      id\n      businessName\n      phone\n      address\n      city\n      postalCode\n      description\n      businessNameFr\n      descriptionFr\n      profileImage\n      isVerified\n      legalName\n      gstHstNumber\n      qstNumber\n    }\n  }\n"): (typeof documents)["\n  fragment MyShopFields on MyShop {\n    email\n    emailNotifications\n    vendor {\n      id\n      businessName\n      phone\n      address\n      city\n      postalCode\n      description\n      businessNameFr\n      descriptionFr\n      profileImage\n      isVerified\n      legalName\n      gstHstNumber\n      qstNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMyShop {\n    myShop {\n      ...MyShopFields\n    }\n  }\n"): (typeof documents)["\n  query GetMyShop {\n    myShop {\n      ...MyShopFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShopProfile($input: ShopProfileInput!) {\n    updateMyShop(input: $input) {\n      ...MyShopFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShopProfile($input: ShopProfileInput!) {\n    updateMyShop(input: $input) {\n      ...MyShopFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShopEmailNotifications($enabled: Boolean!) {\n    setEmailNotifications(enabled: $enabled) {\n      ...MyShopFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetShopEmailNotifications($enabled: Boolean!) {\n    setEmailNotifications(enabled: $enabled) {\n      ...MyShopFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVendorDashboard {\n    vendorDashboard {\n      businessName\n      totalProducts\n      totalOrders\n      totalRevenueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      revenueGrowthPercent\n    }\n  }\n"): (typeof documents)["\n  query GetVendorDashboard {\n    vendorDashboard {\n      businessName\n      totalProducts\n      totalOrders\n      totalRevenueCents\n      revenueThisMonthCents\n      revenueLastMonthCents\n      revenueLastMonthToDateCents\n      revenueGrowthPercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMyVendorId {\n    me {\n      id\n      vendor {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetMyVendorId {\n    me {\n      id\n      vendor {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VendorProductFields on Product {\n    id\n    name\n    category\n    description\n    nameFr\n    descriptionFr\n    price\n    priceCents\n    stock\n    image\n    images\n  }\n"): (typeof documents)["\n  fragment VendorProductFields on Product {\n    id\n    name\n    category\n    description\n    nameFr\n    descriptionFr\n    price\n    priceCents\n    stock\n    image\n    images\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMyProducts($q: String, $first: Int!, $after: String) {\n    myProducts(q: $q, first: $first, after: $after) {\n      nodes {\n        ...VendorProductFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListMyProducts($q: String, $first: Int!, $after: String) {\n    myProducts(q: $q, first: $first, after: $after) {\n      nodes {\n        ...VendorProductFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...VendorProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...VendorProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...VendorProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...VendorProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VendorOrderFields on Order {\n    id\n    shortNumber\n    createdAt\n    status\n    refundStatus\n    nextStatuses\n    customerName\n    total\n    customerInfo {\n      fullName\n      address\n      postalCode\n      phone\n      email\n    }\n    items {\n      productId\n      productName\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n"): (typeof documents)["\n  fragment VendorOrderFields on Order {\n    id\n    shortNumber\n    createdAt\n    status\n    refundStatus\n    nextStatuses\n    customerName\n    total\n    customerInfo {\n      fullName\n      address\n      postalCode\n      phone\n      email\n    }\n    items {\n      productId\n      productName\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListVendorOrders($first: Int!, $after: String, $status: OrderStatus) {\n    vendorOrders(first: $first, after: $after, status: $status) {\n      nodes {\n        ...VendorOrderFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListVendorOrders($first: Int!, $after: String, $status: OrderStatus) {\n    vendorOrders(first: $first, after: $after, status: $status) {\n      nodes {\n        ...VendorOrderFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      ...VendorOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      ...VendorOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    message\n    orderId\n    itemCount\n    totalCents\n    createdAt\n    readAt\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    message\n    orderId\n    itemCount\n    totalCents\n    createdAt\n    readAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMyNotifications($first: Int!) {\n    myNotifications(first: $first) {\n      ...NotificationFields\n    }\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query ListMyNotifications($first: Int!) {\n    myNotifications(first: $first) {\n      ...NotificationFields\n    }\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnVendorNotification {\n    vendorNotifications {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription OnVendorNotification {\n    vendorNotifications {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveWishlistItemToCart($productId: ID!) {\n    moveWishlistItemToCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveWishlistItemToCart($productId: ID!) {\n    moveWishlistItemToCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;