import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useLingui } from './runtime';

/**
 * The runtime of Lingui's `<Trans>` macro (lingui.config.ts, runtimeConfigModule): a message with
 * elements inside. Apart from runtime.tsx, which the storefront's start-up chunk carries: only the
 * pages that use it (the customer's, loaded lazily) download its element formatting, about 0.8 KiB.
 */
export function Trans(props: TransProps) {
  const { i18n } = useLingui();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
