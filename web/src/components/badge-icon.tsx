import type { ReactNode } from 'react';

/** The pictures of the badge icons the settings offer (Material names); other names show a tag (local-offer). */
const paths: Record<string, ReactNode> = {
  inventory: (
    <>
      <path d="M3 7l9-4 9 4-9 4-9-4z" />
      <path d="M3 7v10l9 4 9-4V7M12 11v10" />
    </>
  ),
  'car-rental': (
    <>
      <path d="M5 16l1.5-5.5A2 2 0 0 1 8.4 9h7.2a2 2 0 0 1 1.9 1.5L19 16" />
      <rect x="3" y="16" width="18" height="4" rx="1" />
      <path d="M7 20v1M17 20v1" />
    </>
  ),
  'request-quote': (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M14 3v5h5M12 10v8M14.5 11.5h-3.3a1.5 1.5 0 0 0 0 3h1.6a1.5 1.5 0 0 1 0 3H9.5" />
    </>
  ),
  handyman: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.3-.5-.5-2.3z" />,
  schedule: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  'local-shipping': (
    <>
      <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7z" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3 2 20h20z" />
      <path d="M12 10v4M12 17v.5" />
    </>
  ),
  'format-paint': (
    <>
      <rect x="4" y="3" width="14" height="6" rx="1" />
      <path d="M18 6h2v5h-8v3M11 14h2v7h-2z" />
    </>
  ),
  'photo-camera': (
    <>
      <path d="M3 8h4l2-3h6l2 3h4v12H3z" />
      <circle cx="12" cy="13" r="4" />
    </>
  ),
  'attach-money': (
    <path d="M12 3v18M16 7.5A3.5 3.5 0 0 0 12.5 6h-1a3 3 0 0 0 0 6h1a3 3 0 0 1 0 6h-1A3.5 3.5 0 0 1 8 16.5" />
  ),
  verified: (
    <>
      <path d="M12 2l3 2.5 4-.5.5 4 2.5 3-2.5 3-.5 4-4-.5L12 22l-3-2.5-4 .5-.5-4L2 13l2.5-3 .5-4 4 .5z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  flag: <path d="M5 21V4M5 4h11l-2 4 2 4H5" />,
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />,
  person: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  phone: <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />,
  'directions-car': (
    <>
      <path d="M5 11l2-5h10l2 5M3 11h18v6H3z" />
      <circle cx="7.5" cy="14" r="1" />
      <circle cx="16.5" cy="14" r="1" />
      <path d="M5 17v2M19 17v2" />
    </>
  ),
  assignment: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="1" />
      <path d="M9 4V2h6v2M9 10h6M9 14h6M9 18h4" />
    </>
  ),
  'hourglass-empty': <path d="M6 2h12M6 22h12M7 2v4l5 6-5 6v4M17 2v4l-5 6 5 6v4" />,
  'local-offer': (
    <>
      <path d="M3 12V4h8l10 10-8 8z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </>
  ),
};

/** The icon names a badge can take, in the order the icon picker shows them. */
export const badgeIconNames: readonly string[] = Object.keys(paths);

/** A badge's icon, drawn in the colour of its state. */
export function BadgeIcon({ iconName, color, size = 18 }: { iconName: string; color: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[iconName] ?? paths['local-offer']}
    </svg>
  );
}
