import { ShellPage } from './ShellPage';

export function AdminDashboardShell() {
  return (
    <ShellPage title="Admin dashboard">
      The dashboard will show the total number of users, vendors and orders, total revenue,
      average order value, monthly sales growth, a sales overview chart and a breakdown of
      orders by status.
    </ShellPage>
  );
}

export function AdminUsersShell() {
  return (
    <ShellPage title="Users">
      This page will list every account, searchable by username or email, where you can add,
      edit and delete users and set their role.
    </ShellPage>
  );
}

export function AdminAnalyticsShell() {
  return (
    <ShellPage title="Analytics">
      Analytics will chart total sales over time, new users each month and the number of
      active vendors.
    </ShellPage>
  );
}

export function AdminVendorsShell() {
  return (
    <ShellPage title="Vendors">
      This page will list every vendor, searchable by name, with contact details and
      verification status, and let you add, edit and delete vendors.
    </ShellPage>
  );
}

export function AdminAuditShell() {
  return (
    <ShellPage title="Audit log">
      The audit log will record administrative actions — who changed which user, vendor or
      setting, and when.
    </ShellPage>
  );
}
