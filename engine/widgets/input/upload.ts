// Multipart upload of one file (field `file`) with progress, CSRF header from the cookie; the reply
// may carry `url` or an `error` (spec 000 sections 3, 7).
import { API_BASE, csrfHeaders } from '../../api/plainCall';

export interface UploadReply {
  url?: string;
  error?: string;
}

export const UPLOAD_MESSAGES = {
  fileError: 'Error in file: "{0}" - {1}',
  failed: '{0} file(s) upload failure.',
  done: '{0} file(s) upload successfully.',
} as const;

export function uploadFile(url: string, file: File, onProgress: (percent: number) => void): Promise<UploadReply> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${url}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: UploadReply = {};
      try {
        body = JSON.parse(xhr.responseText) as UploadReply;
      } catch {
        body = {};
      }
      if (xhr.status >= 400 && !body.error) body.error = xhr.statusText || String(xhr.status);
      resolve(body);
    };
    xhr.onerror = () => resolve({ error: 'Request error' });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
