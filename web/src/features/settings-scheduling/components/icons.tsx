import type { StatusMessageState } from '../status-message.ts';

/** The Message column's icon: an empty bubble, a bubble with text, or a bubble with text and a send mark. */
export function StatusMessageIcon({ state }: { state: StatusMessageState }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
      {state !== 'none' && <path d="M8 9h8M8 12h5" strokeLinecap="round" />}
      {state === 'sent' && <circle cx="19" cy="17" r="3.5" fill="currentColor" stroke="none" />}
    </svg>
  );
}
