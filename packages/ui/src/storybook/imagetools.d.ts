/**
 * Images imported with vite-imagetools' `as=picture` directive (Storybook's
 * Vite config includes the plugin): the responsive versions the build makes of a photo.
 */
declare module '*&as=picture' {
  /** `sources`: format → `srcset`, best first; `img`: the fallback's URL and size in px. */
  const picture: { sources: Record<string, string>; img: { src: string; w: number; h: number } };
  export default picture;
}
