import { useState } from 'react';
import { Image, type ImageProps } from '@chakra-ui/react';

export const DEFAULT_PRODUCT_IMAGE = '/default-product.svg';
export const DEFAULT_VENDOR_IMAGE = '/default-vendor.svg';

export interface ImageWithFallbackProps extends Omit<ImageProps, 'src'> {
  src: string | null | undefined;
  fallbackSrc: string;
  alt: string;
}

/**
 * An image that shows `fallbackSrc` when there is no source or the source fails to load
 * (deleted media, broken URL), so a card never shows the browser's broken-image icon.
 */
export function ImageWithFallback({ src, fallbackSrc, alt, ...rest }: ImageWithFallbackProps) {
  // Remember which source failed rather than a boolean, so a new `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? fallbackSrc : src;
  return (
    <Image
      src={shown}
      alt={alt}
      loading="lazy"
      onError={() => {
        if (src && shown === src) setFailedSrc(src);
      }}
      {...rest}
    />
  );
}
