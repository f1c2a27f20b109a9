/**
 * The test-mode stand-in for Razorpay's checkout.js. It defines `window.Razorpay` with the surface
 * the site uses (`new Razorpay(options)`, `open()`, `close()`, `on()`, `options.handler`,
 * `options.modal.ondismiss`) and shows a dialog clearly labelled TEST MODE. "Pay (test)" asks the
 * api to sign a pretend payment for the order, so the site verifies it exactly like a real one.
 * The page's text goes in with textContent only.
 */
export function testCheckoutScript(apiBase: string): string {
  return `/* Razorpay stand-in for TEST MODE. No real payment is made. */
(function () {
  'use strict';
  var API = ${JSON.stringify(apiBase)};
  var Z = 2147483000;

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function rupees(paise) {
    var n = Number(paise) / 100;
    return '\\u20b9' + n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  var uid = 0;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this._handlers = {};
    this._root = null;
  }
  Razorpay.isTestStandIn = true;

  Razorpay.prototype.on = function (event, callback) {
    this._handlers[event] = callback;
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this._root) return;
    document.removeEventListener('keydown', this._onKey, true);
    this._root.remove();
    this._root = null;
    if (this._returnFocus && typeof this._returnFocus.focus === 'function') this._returnFocus.focus();
  };

  Razorpay.prototype._dismiss = function () {
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this._root) return this;
    var self = this;
    var o = this.options;
    uid += 1;
    var titleId = 'rzp-test-title-' + uid;
    var descId = 'rzp-test-desc-' + uid;
    this._returnFocus = document.activeElement;

    var root = el('div', 'position:fixed;inset:0;z-index:' + Z + ';display:flex;align-items:center;justify-content:center;' +
      'padding:16px;background:rgba(15,23,42,0.6);font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;');
    root.setAttribute('data-razorpay-test-mode', '');
    var dialog = el('div', 'background:#fff;color:#0f172a;border-radius:12px;max-width:420px;width:100%;' +
      'box-shadow:0 20px 50px rgba(0,0,0,0.35);overflow:hidden;');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', titleId);
    dialog.setAttribute('aria-describedby', descId);

    var banner = el('p', 'margin:0;padding:8px 16px;background:#92400e;color:#fff;font-weight:700;letter-spacing:0.08em;',
      'TEST MODE');
    var body = el('div', 'padding:20px 20px 16px;');
    var title = el('h2', 'margin:0 0 8px;font-size:1.25rem;', 'TEST MODE payment');
    title.id = titleId;
    var desc = el('p', 'margin:0 0 12px;', 'No real payment is made. This stand-in replaces Razorpay Checkout because ' +
      'no Razorpay keys are configured.');
    desc.id = descId;
    var list = el('dl', 'margin:0 0 16px;display:grid;grid-template-columns:auto 1fr;gap:4px 12px;');
    function row(label, value) {
      list.appendChild(el('dt', 'font-weight:600;', label));
      list.appendChild(el('dd', 'margin:0;overflow-wrap:anywhere;', value));
    }
    row('For', String(o.description || ''));
    row('Amount', rupees(o.amount) + ' ' + String(o.currency || 'INR'));
    if (o.prefill && o.prefill.name) row('Name', String(o.prefill.name));
    if (o.prefill && o.prefill.contact) row('Contact', String(o.prefill.contact));
    row('Order', String(o.order_id || ''));

    var message = el('p', 'margin:0 0 12px;color:#b91c1c;font-weight:600;');
    message.setAttribute('role', 'alert');

    var buttons = el('div', 'display:flex;gap:12px;flex-wrap:wrap;justify-content:flex-end;');
    var btn = 'min-height:44px;padding:8px 18px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;';
    var cancel = el('button', btn + 'background:#fff;color:#0f172a;border:2px solid #475569;', 'Cancel');
    cancel.type = 'button';
    var pay = el('button', btn + 'background:#1d4ed8;color:#fff;border:2px solid #1d4ed8;', 'Pay (test)');
    pay.type = 'button';
    buttons.appendChild(cancel);
    buttons.appendChild(pay);

    body.appendChild(title);
    body.appendChild(desc);
    body.appendChild(list);
    body.appendChild(message);
    body.appendChild(buttons);
    dialog.appendChild(banner);
    dialog.appendChild(body);
    root.appendChild(dialog);

    var busy = false;
    cancel.addEventListener('click', function () {
      if (!busy) self._dismiss();
    });
    pay.addEventListener('click', function () {
      if (busy) return;
      busy = true;
      pay.disabled = true;
      cancel.disabled = true;
      pay.textContent = 'Paying\\u2026';
      message.textContent = '';
      fetch(API + '/test-checkout/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ razorpay_order_id: o.order_id }),
      })
        .then(function (response) {
          if (!response.ok) throw new Error('status ' + response.status);
          return response.json();
        })
        .then(function (result) {
          self.close();
          if (typeof o.handler === 'function') o.handler(result);
        })
        .catch(function () {
          busy = false;
          pay.disabled = false;
          cancel.disabled = false;
          pay.textContent = 'Pay (test)';
          message.textContent = 'The test payment could not be made. Try again or cancel.';
          var failed = self._handlers['payment.failed'];
          if (typeof failed === 'function') failed({ error: { description: 'Test payment failed' } });
        });
    });

    // Keep focus inside the dialog; Escape cancels.
    this._onKey = function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!busy) self._dismiss();
      } else if (event.key === 'Tab') {
        var items = [cancel, pay].filter(function (b) { return !b.disabled; });
        if (!items.length) { event.preventDefault(); return; }
        var first = items[0];
        var last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
        else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
        else if (items.indexOf(document.activeElement) < 0) { event.preventDefault(); first.focus(); }
      }
    };
    document.addEventListener('keydown', this._onKey, true);
    document.body.appendChild(root);
    this._root = root;
    pay.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;
}
