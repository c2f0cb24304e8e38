interface Props {
  title: string;
}

/** The portal's mark and name; `title` is the accessible name. */
export function Logo({ title }: Props) {
  return (
    <span className="portal-logo">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0b4fb3" />
        <circle cx="16" cy="16" r="4" fill="#fff" />
        <path
          d="M8 16a8 8 0 0 1 16 0M4 16a12 12 0 0 1 24 0"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <span className="portal-logo-text">{title}</span>
    </span>
  );
}
