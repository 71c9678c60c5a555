/**
 * A listing's picture with its size set before it loads, so nothing below it moves. Loaded with
 * CORS so the service worker can keep a readable copy for offline visits.
 */
import { Card } from '@mantine/core';
import { listingImageUrl } from '../data/listingImages';

/** The four image columns a deal, a service or an article row carries. */
interface ImageColumns {
  image_path?: string | null;
  image_alt?: string | null;
  image_width?: number | null;
  image_height?: number | null;
}

interface ListingImageProps {
  of: ImageColumns;
  /** Cards show a band of the picture at their top edge; detail pages show it whole. */
  variant: 'card' | 'detail';
  /** The first picture on a page is worth loading at once. */
  eager?: boolean;
}

export function ListingImage({ of, variant, eager }: ListingImageProps) {
  const { image_path: path, image_alt: alt, image_width: width, image_height: height } = of;
  if (!path || !width || !height) return null;
  const card = variant === 'card';
  const image = (
    <img
      src={listingImageUrl(path)}
      alt={alt ?? ''}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      crossOrigin="anonymous"
      style={{
        display: 'block',
        width: '100%',
        height: card ? 160 : 'auto',
        maxHeight: card ? undefined : 480,
        objectFit: card ? 'cover' : 'contain',
        aspectRatio: card ? undefined : `${width} / ${height}`,
        borderRadius: card ? 0 : 8,
        background: 'var(--mantine-color-gray-1)',
      }}
    />
  );
  return card ? <Card.Section mb="sm">{image}</Card.Section> : image;
}
