// Stand-in for `markdown-to-jsx` (vite.config.ts aliases the package here): @rjsf/core renders
// descriptions, help and a few of its own messages through `<Markdown>`, but our form files use
// plain text only, so the text is rendered as is (React escapes it). Saves ~31 kB gzip.
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export const compiler = (text: string) => <>{text}</>;

export default Markdown;
