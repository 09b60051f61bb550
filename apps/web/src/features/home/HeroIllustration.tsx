import { BRAND_COLORS } from "../../lib/theme";

/** Our own drawing for the home hero: an open book with a rising score chart and a star. Decorative. */
export function HeroIllustration() {
  const { gold, goldDark, goldLight, brown, brownDark } = BRAND_COLORS;
  return (
    <svg viewBox="0 0 360 300" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="180" cy="150" r="136" fill="#FBEFD3" />
      <circle cx="180" cy="150" r="104" fill="#FFF7E6" />
      <rect x="118" y="148" width="30" height="62" rx="7" fill={goldLight} />
      <rect x="160" y="116" width="30" height="94" rx="7" fill={gold} />
      <rect x="202" y="82" width="30" height="128" rx="7" fill={goldDark} />
      <path
        d="M112 132 L160 100 L196 114 L246 62"
        fill="none"
        stroke={brown}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M232 60 L248 60 L248 76"
        fill="none"
        stroke={brown}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M50 214 Q115 190 180 214 Q245 190 310 214 L310 246 Q245 222 180 246 Q115 222 50 246 Z"
        fill={brown}
      />
      <path d="M60 208 Q118 186 176 206 L176 232 Q118 212 60 232 Z" fill="#FFFFFF" />
      <path d="M184 206 Q242 186 300 208 L300 232 Q242 212 184 232 Z" fill="#FFFFFF" />
      <path
        d="M74 206 Q118 192 162 206 M74 216 Q118 202 162 216"
        stroke={goldLight}
        strokeWidth="3"
        fill="none"
      />
      <path
        d="M198 206 Q242 192 286 206 M198 216 Q242 202 286 216"
        stroke={goldLight}
        strokeWidth="3"
        fill="none"
      />
      <path d="M180 206 L180 246" stroke={brownDark} strokeWidth="3" />
      <path
        d="M286 108 l6 13 14 2 -10 10 2 14 -12 -7 -12 7 2 -14 -10 -10 14 -2 z"
        fill={gold}
        stroke={goldDark}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="82" cy="98" r="8" fill={goldLight} />
      <circle cx="300" cy="178" r="5" fill={brown} opacity="0.5" />
    </svg>
  );
}
