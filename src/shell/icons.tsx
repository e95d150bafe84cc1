// The shell's icons: 24x24 outline paths (drawn after Tabler Icons, MIT) in schemas/icons.json, named
// in schemas/menu.json; /branding/icons offers the same set for download.
import iconPaths from '../../schemas/icons.json';

const PATHS = iconPaths;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
