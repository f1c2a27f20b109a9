/** Line icons drawn for the site, 48×48, stroked in the current colour. */
const PATHS = {
  research: (
    <>
      <circle cx="21" cy="21" r="11" />
      <path d="M29 29l10 10" />
      <path d="M16 21h10M21 16v10" />
    </>
  ),
  ideate: (
    <>
      <path d="M24 7a12 12 0 0 0-7 21.7V33h14v-4.3A12 12 0 0 0 24 7z" />
      <path d="M19 38h10M21 42h6" />
    </>
  ),
  write: (
    <>
      <path d="M10 38l4-11L32 9l7 7-18 18z" />
      <path d="M28 13l7 7M10 38h28" />
    </>
  ),
  deliver: (
    <>
      <path d="M6 14h22v18H6zM28 20h8l6 6v6H28z" />
      <circle cx="14" cy="35" r="3.5" />
      <circle cx="35" cy="35" r="3.5" />
    </>
  ),
  support: (
    <>
      <path d="M10 26v-3a14 14 0 0 1 28 0v3" />
      <rect x="7" y="25" width="7" height="11" rx="2" />
      <rect x="34" y="25" width="7" height="11" rx="2" />
      <path d="M37 36c0 4-4 6-9 6h-3" />
    </>
  ),
  confidential: (
    <>
      <rect x="11" y="21" width="26" height="19" rx="3" />
      <path d="M17 21v-5a7 7 0 0 1 14 0v5" />
      <path d="M24 28v5" />
    </>
  ),
  flexible: (
    <>
      <path d="M8 18h24l-6-6M40 30H16l6 6" />
    </>
  ),
  connect: (
    <>
      <path d="M8 12h22v14H18l-6 5v-5H8z" />
      <path d="M30 18h10v14h-4v5l-6-5h-8v-2" />
    </>
  ),
} as const;

export type FeatureIconName = keyof typeof PATHS;

export function FeatureIcon({ name, size = 48 }: { name: FeatureIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
