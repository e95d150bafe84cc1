// One checkout preview (spec 001 s.2): the design preview page in a frame sandboxed WITHOUT
// allow-same-origin, so its document has an opaque origin ("null") and cannot reach the portal.
// It gets the static source and the configuration by postMessage; a message is believed only from
// this frame's own window with the opaque origin. The target origin of what we post must be "*":
// an opaque origin cannot be named; the recipient is pinned by holding its window.
import { useEffect, useRef, useState } from 'react';

export type PreviewInput = { source: string; configuration: unknown; lang: string };

export function PreviewFrame({ url, device, width, height, title, input }: {
  url: string; device: 'desktop' | 'mobile'; width: number; height: number; title: string; input: PreviewInput;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [renders, setRenders] = useState(0);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== 'null') return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === 'design-preview-ready') setReady(true);
      if (type === 'design-preview-rendered') setRenders((n) => n + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage({ type: 'design-preview', device, ...input }, '*');
  }, [ready, device, input]);
  // The 1200 px page is shown at half size; the 360 px one as it is.
  const scale = device === 'desktop' ? 0.5 : 1;
  return (
    <div style={{ width: width * scale, height: height * scale, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}>
      <iframe
        ref={frame}
        src={url}
        title={title}
        sandbox="allow-scripts"
        data-device={device}
        data-renders={renders}
        width={width}
        height={height}
        style={{ border: 0, transform: `scale(${scale})`, transformOrigin: '0 0' }}
      />
    </div>
  );
}
