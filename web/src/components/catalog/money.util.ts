const cadFormatter = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** Formats a dollar amount (the API's `price`) as Canadian dollars, e.g. "$12.50". */
export function formatCad(amount: number): string {
  return cadFormatter.format(amount);
}
