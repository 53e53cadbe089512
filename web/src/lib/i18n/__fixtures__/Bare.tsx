// A component with bare texts, for translated-folders.test.ts (not part of the app).
import { Trans, useLingui } from '@lingui/react/macro';

export function Bare({ saving }: { saving: boolean }) {
  const { t } = useLingui();
  return (
    <section id="bare" data-state={saving ? 'busy' : 'idle'}>
      <h2>Hello there</h2>
      <button type="button" aria-label="Close the dialog">
        {saving ? 'Saving...' : t`Save`}
      </button>
      <p>{t`Already translated.`}</p>
      <p>
        <Trans>
          Read <a href="/about">about us</a>, translated too.
        </Trans>
      </p>
    </section>
  );
}
