import type { ApolloClient } from '@apollo/client';
import { writeCart } from './cart-cache.util';
import { AddToCartMutation, AddToWishlistMutation, RemoveFromWishlistMutation } from './commerce.operations';
import { writeWishlist } from './wishlist-cache.util';

// Loaded on the first Add to Cart / Add to Wishlist click (see commerce.hooks.ts).

/** Adds one of the product to the cart and writes the returned cart over the cached one. */
export async function addToCart(client: ApolloClient, productId: string) {
  const { data } = await client.mutate({
    mutation: AddToCartMutation,
    variables: { productId, quantity: 1 },
    update: (cache, { data: result }) => writeCart(cache, result?.addToCart),
  });
  return data?.addToCart;
}

/** Saves the product to the wishlist and writes the returned wishlist over the cached one. */
export async function addToWishlist(client: ApolloClient, productId: string) {
  const { data } = await client.mutate({
    mutation: AddToWishlistMutation,
    variables: { productId },
    update: (cache, { data: result }) => writeWishlist(cache, result?.addToWishlist),
  });
  return data?.addToWishlist;
}

/** Takes the product off the wishlist and writes the returned wishlist over the cached one. */
export async function removeFromWishlist(client: ApolloClient, productId: string) {
  const { data } = await client.mutate({
    mutation: RemoveFromWishlistMutation,
    variables: { productId },
    update: (cache, { data: result }) => writeWishlist(cache, result?.removeFromWishlist),
  });
  return data?.removeFromWishlist;
}
