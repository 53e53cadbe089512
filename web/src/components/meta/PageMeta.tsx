import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { localizedPath } from '../../lib/i18n/locales';
import { absoluteUrl } from '../../lib/site-origin';

/** What a page says about itself in the document's head. */
export type PageMetaProps = {
  /** The page's name (the spec's), without the site's: the title reads "<title> — Mainstreet". None on the home page. */
  title?: string | MessageDescriptor;
  /** The meta description, a sentence or two that search results and link previews show. */
  description: string | MessageDescriptor;
  /**
   * The page's one address, when several lead to it (query strings, a trailing slash, letter case):
   * the canonical link and the link preview's URL, with `?lang=fr-CA` on a page in French.
   */
  canonicalPath?: string;
  /** A link preview card (Open Graph) for a product or a shop. */
  preview?: {
    type: 'product' | 'website';
    /** A path on the site or an absolute URL. */
    image: string;
    /** In dollars, for a product. */
    price?: number;
  };
};

export const SITE_NAME = 'Mainstreet';

/**
 * A page's <title>, description, canonical link and link preview. React puts them into the document's
 * head wherever the page renders them, in the browser and in the server's render (whose head
 * api/src/modules/storefront/storefront-pages.ts fills), and takes them out when the page goes.
 */
export function PageMeta({ title: titleText, description: descriptionText, canonicalPath, preview }: PageMetaProps) {
  const { i18n, t } = useLingui();
  // A page module's meta is a message (msg`...`), translated here; a page's own PageMeta passes text.
  const title = typeof titleText === 'object' ? i18n._(titleText) : titleText;
  const description = typeof descriptionText === 'object' ? i18n._(descriptionText) : descriptionText;
  const HOME_TITLE = t`Mainstreet — local shops, online`;
  const fullTitle = title ? `${title} — ${SITE_NAME}` : HOME_TITLE;
  const url = canonicalPath === undefined ? undefined : absoluteUrl(localizedPath(canonicalPath, i18n.locale));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {preview && (
        <>
          <meta property="og:site_name" content={SITE_NAME} />
          <meta property="og:type" content={preview.type} />
          <meta property="og:title" content={title ?? HOME_TITLE} />
          <meta property="og:description" content={description} />
          {url && <meta property="og:url" content={url} />}
          <meta property="og:image" content={absoluteUrl(preview.image)} />
          {preview.price !== undefined && (
            <>
              <meta property="product:price:amount" content={preview.price.toFixed(2)} />
              <meta property="product:price:currency" content="CAD" />
            </>
          )}
        </>
      )}
    </>
  );
}

/**
 * Structured data (schema.org, JSON-LD) for search engines: a data block, which the browser never
 * runs, so the Content-Security-Policy's script rules do not apply. "<" is escaped so that no text in
 * the data can close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
