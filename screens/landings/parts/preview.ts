// The desktop preview (spec 001 s.2, s.9): a popup of 1024 x 768 on the landing's page.
export const PREVIEW_SIZE = { width: 1024, height: 768 } as const;

export function openPreview(url: string): void {
  window.open(url, 'landing-preview', `popup,width=${PREVIEW_SIZE.width},height=${PREVIEW_SIZE.height},noopener`);
}
