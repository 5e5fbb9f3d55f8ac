/** The mark is a speech bubble holding a path: understanding a letter, then knowing the way. */
export function PaliLogo() {
  return (
    <span className="pali-logo">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#0b6b63" />
        <path d="M8 9.5h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8l-5 4v-4H8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z" fill="#fff" />
        <path d="M11 17.5c2.5-3.5 5.5 1 10-3" stroke="#0b6b63" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      <span className="pali-logo__word">Pali</span>
    </span>
  );
}
