/** Which icon a footer link shows. */
export type SocialIcon = 'social' | 'video';

/** Simple 24 px line icons for the footer's Follow Us links (decorative; the link has a name). */
export function SocialIconGlyph({ icon }: { icon: SocialIcon }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon === 'video' ? (
        <>
          <rect x="2" y="5" width="20" height="14" rx="4" />
          <path d="M10 9l5 3-5 3z" fill="currentColor" />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M13 8h2V5h-2a3 3 0 0 0-3 3v2H8v3h2v6h3v-6h2l1-3h-3V8z" fill="currentColor" stroke="none" />
        </>
      )}
    </svg>
  );
}
