// A call whose 200 reply is a file (`"file": true` in its endpoint file): the response handler of its
// generated endpoint saves the body as a download and answers `{ file: <name> }`, so no Blob enters
// the store. The name is the reply's (Content-Disposition), else the caller's `$fileName`.
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

export function saveBlob(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** fetchBaseQuery's `responseHandler` for a file call; an error reply is the usual JSON. */
export function fileReply(fallbackName = 'download') {
  return async (response: Response): Promise<unknown> => {
    if (!response.ok) return response.json().catch(() => ({}));
    const file = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    saveBlob(await response.blob(), file);
    return { file };
  };
}
