// The static source of the checkout preview (the Design's source_code_html, spec 001 s.3): markup
// and style only, no script and no merchant text. The preview frame (server/designs/preview-frame.ts)
// puts it in place and fills the marked slots from the configuration, merchant text as text.
export const CHECKOUT_SOURCE_HTML = `<style>
:root{--main:#2F6FED;--radius:8px;--bg:#fff;--fg:#1a1b1e;--muted:#5c5f66;--card:#f4f5f7}
[data-theme=dark]{--bg:#1a1b1e;--fg:#f1f3f5;--muted:#c1c2c5;--card:#25262b}
body{margin:0;font:15px/1.4 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
.co{max-width:720px;margin:0 auto;padding:24px;display:grid;gap:16px}
[data-layout=plain] .co{max-width:none;padding:12px}
.co-head{display:flex;gap:12px;align-items:center}
.co-logo{max-height:48px;max-width:160px}
.co-title{font-size:20px;font-weight:600;margin:0}
.co-desc{color:var(--muted);margin:0;white-space:pre-wrap}
.co-amount{font-size:28px;font-weight:700}
.co-methods{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:0}
.co-methods li{background:var(--card);border-radius:var(--radius);padding:6px 10px}
.co-methods li[data-disabled]{opacity:.4;text-decoration:line-through}
.co-cards{color:var(--muted);font-size:13px}
.co-field{display:grid;gap:4px}
.co-field input{padding:10px;border:1px solid var(--muted);border-radius:var(--radius);background:var(--bg);color:var(--fg)}
.co-pay{background:var(--main);color:#fff;border:0;border-radius:var(--radius);padding:14px;font-size:16px;font-weight:600}
[data-preset=gradient] .co-pay{background:linear-gradient(135deg,var(--main),#000)}
</style>
<main class="co">
  <header class="co-head"><img class="co-logo" data-slot="logo" alt="" hidden><h1 class="co-title" data-slot="title"></h1></header>
  <p class="co-desc" data-slot="description"></p>
  <div class="co-amount" data-slot="amount"></div>
  <ul class="co-methods" data-slot="methods"></ul>
  <div class="co-cards" data-slot="card_icons"></div>
  <label class="co-field" data-slot="email"><span>E-mail</span><input type="email" disabled></label>
  <label class="co-field"><span>Card number</span><input disabled placeholder="•••• •••• •••• ••••"></label>
  <button class="co-pay" type="button" data-slot="pay_button"></button>
</main>`;
