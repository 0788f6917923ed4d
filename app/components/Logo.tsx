/** The platform's mark: a route line through three stops, drawn inline so it needs no request; decorative beside the name. */
export function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
      <path
        d="M8 23c3-8 6-2 9-8s5-6 7-7"
        fill="none"
        stroke="var(--color-background)"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <circle cx="8" cy="23" r="2.6" fill="var(--color-background)" />
      <circle cx="17" cy="15" r="2.6" fill="var(--color-background)" />
      <circle cx="24" cy="8" r="2.6" fill="var(--color-background)" />
    </svg>
  );
}
