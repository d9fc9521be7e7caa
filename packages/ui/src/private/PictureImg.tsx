import type { Picture } from '../model';
import * as styles from './PictureImg.css';

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
  /**
   * How wide the image is drawn, as an HTML `sizes` value (CSS px or vw per media
   * condition, e.g. `'(min-width: 768px) 50vw, 100vw'`), so the browser picks the
   * smallest of a photo's `sources` that is sharp enough. Default `'100vw'`.
   */
  sizes?: string;
}

/**
 * The one way the design system draws a catalogue {@link Picture}: intrinsic width and
 * height, lazy unless asked otherwise, decoded off the main thread. A photo with
 * responsive `sources` becomes `<picture>`: one `<source>` per format (AVIF,
 * then WebP, then JPEG), each with its widths and `sizes`, around the `<img>` fallback.
 */
export function PictureImg({
  picture,
  decorative = false,
  loading = 'lazy',
  priority = false,
  className,
  sizes = '100vw',
}: PictureImgProps) {
  if (!picture) return <div className={className} />;
  const image = (
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
  if (!picture.sources) return image;
  return (
    <picture className={styles.picture}>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
