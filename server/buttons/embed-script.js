// The payment button embed script (served at /embed/button.js). It draws each
// <div data-portal-button="{alias}" data-config="{...}"> of the host page inside that element's own
// shadow root, so it touches nothing else on the page and the page's CSS cannot reach it.
// The button is a link to the hosted checkout on the origin this script came from. Every value is
// checked; the label is text (textContent), never HTML.
/* global document, URL, __APPEARANCE__ */
// A: the appearance's defaults (d) and number ranges (r), written in when served from the schema
// that checks the appearance (server/buttons/embed.ts).
(function () {
  var me = document.currentScript;
  var origin = me && me.src ? new URL(me.src).origin : '';
  var A = __APPEARANCE__;
  var HEX = /^#[0-9a-fA-F]{6}$/;
  var GRADIENT = /^linear-gradient\([#0-9a-zA-Z%,. ]+\)$/;
  function num(v, key) {
    var r = A.r[key];
    return typeof v === 'number' && v >= r[0] && v <= r[1] ? Math.round(v) : A.d[key];
  }
  function color(v, d) {
    return typeof v === 'string' && HEX.test(v) ? v : d;
  }
  function draw(el) {
    var ref = el.getAttribute('data-portal-button');
    if (el.shadowRoot || !origin || !/^[A-Za-z0-9]{16}$/.test(ref || '')) return;
    var c;
    try {
      c = JSON.parse(el.getAttribute('data-config') || '{}');
    } catch {
      return;
    }
    var root = el.attachShadow({ mode: 'open' });
    var a = document.createElement('a');
    a.href = origin + '/checkout/button/' + ref;
    a.target = '_top';
    a.setAttribute('part', 'button');
    var bg = typeof c.bg === 'string' && (HEX.test(c.bg) || GRADIENT.test(c.bg)) ? c.bg : A.d.background;
    var b = num(c.b, 'border_width');
    var s = a.style;
    s.display = 'inline-flex';
    s.alignItems = 'center';
    s.justifyContent = 'center';
    s.gap = '8px';
    s.boxSizing = 'border-box';
    s.width = num(c.w, 'width') + 'px';
    s.height = num(c.h, 'height') + 'px';
    s.border = b + 'px solid ' + color(c.bc, A.d.border_color);
    s.borderRadius = num(c.r, 'radius') + 'px';
    s.fontSize = num(c.f, 'font_size') + 'px';
    s.fontFamily = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
    s.fontWeight = '600';
    s.background = bg;
    s.color = color(c.fg, A.d.text_color);
    s.textDecoration = 'none';
    s.cursor = 'pointer';
    s.overflow = 'hidden';
    s.whiteSpace = 'nowrap';
    if (c.m === true) {
      var mark = document.createElement('span');
      mark.setAttribute('aria-hidden', 'true');
      mark.textContent = '\u25A3';
      a.appendChild(mark);
    }
    var label = document.createElement('span');
    label.textContent = typeof c.t === 'string' ? c.t.slice(0, 120) : A.d.text;
    a.appendChild(label);
    root.appendChild(a);
  }
  var all = document.querySelectorAll('[data-portal-button]');
  for (var i = 0; i < all.length; i++) draw(all[i]);
})();
