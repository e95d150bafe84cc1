// Files an action answers with (reverse receipt: a POST whose reply is downloaded).
import { readCookie } from '../../engine';

export async function postAndDownload(url: string, body: unknown, fileName: string): Promise<void> {
  const token = readCookie('csrftoken');
  const reply = await fetch(`/api/v2${url}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-CSRFToken': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!reply.ok) {
    const data = (await reply.json().catch(() => ({}))) as { error?: unknown };
    throw { status: reply.status, data };
  }
  const blob = await reply.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = /filename="([^"]+)"/.exec(reply.headers.get('content-disposition') ?? '')?.[1] ?? fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
