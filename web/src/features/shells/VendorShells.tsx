import { ShellPage } from './ShellPage';

export function VendorDashboardShell() {
  return (
    <ShellPage title="Vendor dashboard">
      Your dashboard will show your product count and revenue, a quick form to add a product,
      and live notifications when customers place orders.
    </ShellPage>
  );
}

export function VendorProductsShell() {
  return (
    <ShellPage title="Your products">
      This page will list your products, searchable by name or category, and let you add,
      edit and delete them with images, prices and stock.
    </ShellPage>
  );
}

export function VendorOrdersShell() {
  return (
    <ShellPage title="Orders">
      Orders placed with your shop will appear here with their items, totals and status, and
      you will be able to mark them as shipped or cancel them.
    </ShellPage>
  );
}

export function VendorSalesShell() {
  return (
    <ShellPage title="Sales">
      Sales will summarise your revenue and number of orders over time.
    </ShellPage>
  );
}

export function VendorInventoryShell() {
  return (
    <ShellPage title="Inventory">
      Inventory will show the stock level of each of your products so you can see what needs
      restocking.
    </ShellPage>
  );
}

export function VendorEarningsShell() {
  return (
    <ShellPage title="Earnings">
      Earnings will break down the amounts your shop has been paid for its orders.
    </ShellPage>
  );
}
