/** "123 Queen St W, Toronto", or whichever of the two parts the vendor filled in. */
export function formatVendorLocation(address: string | null, city: string | null): string | null {
  const parts = [address, city].map((part) => part?.trim() ?? '').filter((part) => part !== '');
  // An address that already names the city should not repeat it.
  if (parts.length === 2 && parts[0].toLowerCase().includes(parts[1].toLowerCase())) return parts[0];
  return parts.length > 0 ? parts.join(', ') : null;
}
