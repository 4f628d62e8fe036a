/**
 * Simple marks of the sign-in providers, drawn here (the icon set has no
 * brand marks). Decorative: each button is named by its text.
 */

/** Circumference of the ring of the Google mark (radius 7.5). */
const RING = 2 * Math.PI * 7.5;

/** One coloured arc of the Google ring, from `from`° to `to`° clockwise from three o'clock. */
function Arc({ from, to, color }: { from: number; to: number; color: string }) {
  return (
    <circle
      cx="12"
      cy="12"
      r="7.5"
      fill="none"
      stroke={color}
      strokeWidth="3.4"
      strokeDasharray={`${((to - from) / 360) * RING} ${RING}`}
      strokeDashoffset={(-from / 360) * RING}
    />
  );
}

/** A four-colour "G": a ring open at the upper right, with its bar. */
export function GoogleMark() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden focusable="false">
      <Arc from={0} to={50} color="#4285f4" />
      <Arc from={50} to={135} color="#34a853" />
      <Arc from={135} to={210} color="#fbbc05" />
      <Arc from={210} to={318} color="#ea4335" />
      <rect x="12" y="10.4" width="9.2" height="3.2" fill="#4285f4" />
    </svg>
  );
}

/** A white "f" on a blue disc. */
export function FacebookMark() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877f2" />
      <path d="M12.2 24V9.6c0-2.9 1.7-4.5 4.4-4.5h2v2.9h-1.5c-1 0-1.5.5-1.5 1.5V24z" fill="#fff" />
      <rect x="9.4" y="11.2" width="8.6" height="2.8" fill="#fff" />
    </svg>
  );
}

/** A white "X" on a black disc (the service's current mark). */
export function TwitterMark() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden focusable="false">
      <circle cx="12" cy="12" r="12" fill="#0f1419" />
      <path d="M7.6 7h2.6l6.2 10h-2.6z" fill="#fff" />
      <path d="M15.6 7h1.2l-7.4 10H8.2z" fill="#fff" />
    </svg>
  );
}
