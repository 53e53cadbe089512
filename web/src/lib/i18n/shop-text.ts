import { useLingui } from './runtime';

/**
 * A shop's own text (a product's or a shop's name and description) in the reader's language: its
 * French version for a reader in French when the shop wrote one, else the original (issue 20). The
 * API answers both (`name` and `nameFr`...), whatever the request's language, so answers can be cached.
 */
export function useShopText(): (original: string, french: string | null | undefined) => string {
  const { i18n } = useLingui();
  const french = i18n.locale.startsWith('fr');
  return (original, frenchText) => (french && frenchText?.trim() ? frenchText : original);
}
