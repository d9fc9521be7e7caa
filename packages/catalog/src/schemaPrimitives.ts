/** The valibot building blocks every schema of the catalogue package shares. */
import * as v from 'valibot';

/** Text with something in it (trimmed). */
export const Text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
/** A whole number of at least 1 (quantities, sizes in px, paise). */
export const PositiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));
/** A URL-safe slug: lower-case letters and digits joined by single hyphens. */
export const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a URL-safe slug'));
/** An absolute http(s) address. */
export const HttpUrl = v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/i, 'must be an http(s) URL'));

/**
 * A {@link Picture}: non-empty `src`, positive integer `width`/`height` in px. `alt`
 * may be empty only for decorative art (tiles, banners), whose words are beside it.
 * `sources` (a photo's responsive versions) maps an image format to a
 * `srcset` of `URL widthw` candidates.
 */
export const PictureSchema = v.object({
  src: Text,
  alt: v.string(),
  width: PositiveInteger,
  height: PositiveInteger,
  sources: v.optional(
    v.record(
      v.picklist(['avif', 'webp', 'jpeg', 'png']),
      v.pipe(v.string(), v.regex(/^\S+ \d+w(, \S+ \d+w)*$/, 'is not a srcset of URL and width pairs')),
    ),
  ),
});
