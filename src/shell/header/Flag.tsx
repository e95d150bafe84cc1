// A country's flag as an inline SVG (Windows and Chromium on Linux draw emoji flags as letters or
// boxes). Flags of the languages offered (src/i18n/languages.ts); any other country shows its code.
import { useId } from 'react';

const SIZE = { width: 20, height: 14 };

function Ukraine() {
  return (
    <svg viewBox="0 0 3 2" {...SIZE} aria-hidden="true" data-flag="UA">
      <rect width="3" height="1" fill="#0057B7" />
      <rect y="1" width="3" height="1" fill="#FFD700" />
    </svg>
  );
}

function UnitedKingdom() {
  const id = useId();
  return (
    <svg viewBox="0 0 60 30" {...SIZE} aria-hidden="true" data-flag="GB">
      <clipPath id={`${id}t`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}t)`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

const FLAGS: Record<string, () => React.JSX.Element> = { UA: Ukraine, GB: UnitedKingdom };

export function Flag({ country }: { country: string }) {
  const Drawn = FLAGS[country.toUpperCase()];
  if (Drawn) return <Drawn />;
  return (
    <svg viewBox="0 0 30 20" {...SIZE} aria-hidden="true" data-flag={country.toUpperCase()}>
      <rect width="30" height="20" rx="2" fill="#dee2e6" />
      <text x="15" y="14.5" fontSize="11" textAnchor="middle" fill="#212529">
        {country.toUpperCase()}
      </text>
    </svg>
  );
}
