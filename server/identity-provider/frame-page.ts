// The frame page of the stand-in provider: document step, selfie step, then DONE to the portal.
// No inline script or style (its CSP allows only 'self'); the session token and the portal origin
// travel in data attributes.
import { TEST_DOCUMENTS } from './sessions.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function framePage(token: string | null, portalOrigin: string): string {
  const body = token === null
    ? '<p class="error" role="alert">This identification session was not found or has expired.</p>'
    : `<form id="document-step" novalidate>
  <h2>Step 1 of 2: your document</h2>
  <label for="document-type">Document type</label>
  <select id="document-type" name="document_type"><option value="passport">Passport</option><option value="id_card">ID card</option></select>
  <label for="document-number">Document number</label>
  <input id="document-number" name="document_number" autocomplete="off" required>
  <p class="hint">Test documents: ${TEST_DOCUMENTS.passes} passes, ${TEST_DOCUMENTS.fails} fails.</p>
  <button type="submit">Continue</button>
</form>
<form id="selfie-step" hidden>
  <h2>Step 2 of 2: a selfie</h2>
  <div class="camera" aria-hidden="true"></div>
  <p>Look at the camera and keep your face inside the circle.</p>
  <button type="submit">Take selfie</button>
</form>
<div id="finished" hidden><h2 id="finished-text"></h2></div>
<p id="error" class="error" role="alert"></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Identity check</title><link rel="stylesheet" href="/frame.css"></head>
<body data-session="${escape(token ?? '')}" data-portal-origin="${escape(portalOrigin)}">
<main><h1>Identity check</h1>${body}</main>
<script src="/frame.js"></script>
</body></html>`;
}

export const FRAME_CSS = `body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1a1b1e;background:#fff}
h1{font-size:20px;margin:0 0 12px}h2{font-size:16px}label{display:block;margin:8px 0 4px}
input,select{font:inherit;padding:6px;width:100%;max-width:320px;box-sizing:border-box}
button{font:inherit;margin-top:12px;padding:8px 16px;border:0;border-radius:4px;background:#228be6;color:#fff;cursor:pointer}
.hint{color:#555;font-size:13px}.error{color:#c92a2a}
.camera{width:140px;height:140px;border-radius:50%;border:3px dashed #228be6;background:#f1f3f5}`;

// Plain browser script (served as a file). DONE goes to the portal's origin only: postMessage with
// an explicit target origin is not delivered when the parent is any other page.
export const FRAME_JS = `(function () {
  var body = document.body, token = body.dataset.session, portal = body.dataset.portalOrigin;
  if (!token) return;
  var errorBox = document.getElementById('error');
  function post(step, payload) {
    return fetch('/session/' + encodeURIComponent(token) + '/' + step, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload)
    }).then(function (res) { return res.json().then(function (data) { if (!res.ok) throw new Error(data.error || 'Request error'); return data; }); });
  }
  function show(error) { errorBox.textContent = error ? error.message : ''; }
  document.getElementById('document-step').addEventListener('submit', function (e) {
    e.preventDefault();
    post('document', { document_number: document.getElementById('document-number').value }).then(function () {
      show(null);
      document.getElementById('document-step').hidden = true;
      document.getElementById('selfie-step').hidden = false;
    }, show);
  });
  document.getElementById('selfie-step').addEventListener('submit', function (e) {
    e.preventDefault();
    post('selfie', {}).then(function (data) {
      show(null);
      document.getElementById('selfie-step').hidden = true;
      document.getElementById('finished').hidden = false;
      document.getElementById('finished-text').textContent = data.status === 'passed' ? 'Thank you, you are identified.' : 'We could not verify your identity.';
      if (window.parent !== window) window.parent.postMessage({ type: 'DONE', session_token: token, status: data.status }, portal);
    }, show);
  });
})();`;
