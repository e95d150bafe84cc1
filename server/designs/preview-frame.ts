// The design preview frame (spec 001 s.2: embedded pages of width 1200 and 360 that receive the
// static source and the configuration). The editor embeds it sandboxed WITHOUT allow-same-origin
// (an opaque origin: it cannot read the portal's cookies, storage or DOM) and posts it the source and
// the configuration. The frame believes only messages from its parent at the portal's origin, posts
// back only to that origin, and writes merchant text as text (textContent, never markup).
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const PREVIEW_FRAME_PATH = '/merchant/payment-solutions/design/preview/';

// Runs inside the sandboxed frame. The portal's origin is the frame's own address's origin (the
// frame is served by the portal); `origin` of the sandboxed document itself is "null".
const FRAME_SCRIPT = `(function(){
var portal=new URL(location.href).origin, shown=null;
function slot(n){return document.querySelector('[data-slot="'+n+'"]');}
function text(n,v){var e=slot(n);if(e)e.textContent=v==null?'':String(v);}
function render(d){
  if(typeof d.source!=='string')return;
  if(d.source!==shown){document.body.innerHTML=d.source;shown=d.source;}
  var c=d.configuration||{},o=c.options||{},th=o.theme||{},css=c.css_variable||{},p=c.params||{};
  var lang=typeof d.lang==='string'?d.lang:'en',m=(c.messages||{})[lang]||(c.messages||{}).en||{};
  var root=document.documentElement;
  root.dataset.theme=th.type==='dark'?'dark':'light';root.dataset.preset=th.preset==='gradient'?'gradient':'solid';
  root.dataset.layout=o.layout==='plain'?'plain':'default';root.dataset.device=d.device==='mobile'?'mobile':'desktop';
  if(/^#[0-9a-fA-F]{6}$/.test(css.main||''))root.style.setProperty('--main',css.main);
  if(typeof css.border_radius==='number')root.style.setProperty('--radius',Math.max(0,Math.min(40,css.border_radius))+'px');
  text('title',m.title||'Checkout');text('description',m.description||'');
  var amount=(p.amount||'')+' '+(p.currency||'');text('amount',amount.trim());
  text('pay_button',(m.pay_button||'Pay')+(o.show_pay_button_amount===false?'':' '+amount.trim()));
  var logo=slot('logo');if(logo){var u=String(o.logo_url||'');if(/^https?:\\/\\//.test(u)){logo.src=u;logo.hidden=false;}else{logo.removeAttribute('src');logo.hidden=true;}}
  var email=slot('email');if(email)email.hidden=o.show_email===false;
  var list=slot('methods');if(list){list.textContent='';var off=o.methods_disabled||[];(o.methods||[]).forEach(function(x){var li=document.createElement('li');li.textContent=String(x).replace(/_/g,' ');if(off.indexOf(x)>=0)li.setAttribute('data-disabled','');list.appendChild(li);});}
  text('card_icons',(o.card_icons||[]).join(' · '));
  parent.postMessage({type:'design-preview-rendered',device:root.dataset.device},portal);
}
addEventListener('message',function(e){
  if(e.source!==parent||e.origin!==portal||!e.data||e.data.type!=='design-preview')return;
  render(e.data);
});
parent.postMessage({type:'design-preview-ready'},portal);
})();`;

const SCRIPT_HASH = createHash('sha256').update(FRAME_SCRIPT).digest('base64');
const FRAME_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Checkout preview</title></head><body><script>${FRAME_SCRIPT}</script></body></html>`;

// Only this script runs; styles come inline with the source; images only over https (the logo).
const FRAME_CSP = `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`;

/** The frame's page (designs.previewFrame). */
export function sendPreviewFrame(reply: FastifyReply) {
  return reply
    .header('content-security-policy', FRAME_CSP)
    .removeHeader('x-frame-options')
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(FRAME_HTML);
}
