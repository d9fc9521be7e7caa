/**
 * Pictures named in a shop's data files: a path relative to the data folder
 * becomes a {@link Picture} with the file's intrinsic size, or a problem sentence.
 */
import type { Picture } from '../model';

/**
 * Finds an image file the data names by its path relative to the shop's data folder.
 * Returns its intrinsic size, or a sentence saying why it cannot be used.
 */
export type ImageLookup = (path: string) => { width: number; height: number } | { problem: string };

/** Reads `path` as a {@link Picture} with `alt`, or pushes `where: problem` and returns `undefined`. */
export function pictureAt(
  path: string,
  alt: string,
  images: ImageLookup,
  where: string,
  problems: string[],
): Picture | undefined {
  const found = images(path);
  if ('problem' in found) {
    problems.push(`${where}: ${found.problem}`);
    return undefined;
  }
  return { src: path, alt, width: found.width, height: found.height };
}
