import type { Picture } from '@storefront/catalog';

/** Props of {@link PictureImg}. */
export interface PictureImgProps {
  /** The picture: URL, alt text and intrinsic size in px (so nothing shifts while it loads); none draws an empty placeholder of the same box. */
  picture: Picture | undefined;
  /** True when the words beside it already say what it shows: the alt text is then empty. Default false. */
  decorative?: boolean;
  /** `lazy` (default) below the first screenful; `eager` for what the first paint shows. */
  loading?: 'lazy' | 'eager';
  /** True for the largest picture of the first paint (the LCP element): loaded at once and first (`fetchpriority="high"`). Default false. */
  priority?: boolean;
  /** The component's own style for the image. */
  className?: string;
}

/**
 * The one way the design system draws a catalogue {@link Picture}: intrinsic width and
 * height, lazy unless asked otherwise, decoded off the main thread.
 */
export function PictureImg({
  picture,
  decorative = false,
  loading = 'lazy',
  priority = false,
  className,
}: PictureImgProps) {
  if (!picture) return <div className={className} />;
  return (
    <img
      className={className}
      src={picture.src}
      alt={decorative ? '' : picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
