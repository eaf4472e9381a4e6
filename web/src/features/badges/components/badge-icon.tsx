import type { ReactNode } from 'react';

/** The pictures of the badge icons the settings offer (Material names); other names show a tag. */
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
};

const tag = (
  <>
    <path d="M3 12V4h8l10 10-8 8z" />
    <circle cx="7.5" cy="8.5" r="1.5" />
  </>
);

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
      {paths[iconName] ?? tag}
    </svg>
  );
}
