import { ShellPage } from './ShellPage';

export function CustomerCartShell() {
  return (
    <ShellPage title="Your cart">
      Your cart will list the items you add from the catalogue, with quantities, HST 13% and
      the total, and take you to checkout.
    </ShellPage>
  );
}

export function CustomerOrdersShell() {
  return (
    <ShellPage title="Your orders">
      Your orders will be listed here with their date, status, items and total once you have
      checked out.
    </ShellPage>
  );
}

export function CustomerWishlistShell() {
  return (
    <ShellPage title="Your wishlist">
      Products you save for later will appear here, ready to move to your cart or remove.
    </ShellPage>
  );
}

export function CheckoutShell() {
  return (
    <ShellPage title="Checkout">
      Checkout will take your shipping details and card or wallet payment for the items in
      your cart, in Canadian dollars with HST 13% included.
    </ShellPage>
  );
}
