// The legacy application's only script: it tells the host page (the site, at one of the origins in
// the page's configuration) what the frame is doing, and follows the host's navigation.
(function () {
  'use strict';
  var configBlock = document.getElementById('legacy-config');
  if (!configBlock) return;
  var config;
  try {
    config = JSON.parse(configBlock.textContent || '{}');
  } catch {
    return;
  }
  var siteOrigins = Array.isArray(config.siteOrigins) ? config.siteOrigins : [];
  var framed = window.parent !== window;

  function post(message) {
    if (!framed) return;
    // Never the wildcard target: the browser delivers the message only where the parent really is one of the site's origins.
    for (var i = 0; i < siteOrigins.length; i += 1) {
      try {
        window.parent.postMessage(message, siteOrigins[i]);
      } catch {
        // An origin that cannot be a target is skipped.
      }
    }
  }

  var ownPath = /^\/(cashier\/[a-z]+(\/[a-z]+)?(\/[A-Za-z0-9_-]+)?|sports(\/bets|\/event\/[A-Za-z0-9_-]+)?)$/;

  function isOwnLink(anchor) {
    return anchor.origin === window.location.origin && ownPath.test(anchor.pathname);
  }

  // A quick amount (CSH-03) fills the amount field; the field stays the one the form sends, and is checked the same way.
  document.addEventListener('click', function (event) {
    var quick = event.target instanceof Element ? event.target.closest('button[data-amount]') : null;
    if (!quick) return;
    var field = quick.form ? quick.form.elements.namedItem('amount') : document.getElementById('field-amount');
    if (!(field instanceof HTMLInputElement)) return;
    field.value = quick.getAttribute('data-amount') || '';
    var buttons = document.querySelectorAll('button[data-amount]');
    for (var b = 0; b < buttons.length; b += 1) buttons[b].setAttribute('aria-pressed', buttons[b] === quick ? 'true' : 'false');
    field.focus();
  });

  document.addEventListener('click', function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var target = event.target instanceof Element ? event.target.closest('a') : null;
    if (!target) return;
    if (target.hasAttribute('data-back') && framed) {
      event.preventDefault();
      post({ type: 'legacy:back' });
      return;
    }
    var outside = target.getAttribute('data-outside');
    if (outside && framed) {
      event.preventDefault();
      post({ type: 'legacy:navigate-outside', path: outside });
      return;
    }
    if (isOwnLink(target)) post({ type: 'legacy:navigation-start' });
  });

  document.addEventListener('submit', function (event) {
    var formElement = event.target;
    if (!(formElement instanceof HTMLFormElement)) return;
    if (formElement.hasAttribute('data-login-required')) {
      event.preventDefault();
      post({ type: 'legacy:login-required' });
      return;
    }
    if (formElement.getAttribute('data-sent') === 'true') {
      // A second press while the first is on its way: the idempotency key would make it harmless, but it is not sent twice.
      event.preventDefault();
      return;
    }
    formElement.setAttribute('data-sent', 'true');
    post({ type: 'legacy:navigation-start' });
  });

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || siteOrigins.indexOf(event.origin) === -1) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== 'host:navigate' || typeof data.path !== 'string') return;
    if (!ownPath.test(data.path) || data.path === window.location.pathname) return;
    var language = new URLSearchParams(window.location.search).get('lang');
    window.location.replace(data.path + (/^(en|es|de)$/.test(language || '') ? '?lang=' + language : ''));
  });

  var onLoad = Array.isArray(config.onLoad) ? config.onLoad : [];
  for (var i = 0; i < onLoad.length; i += 1) post(onLoad[i]);

  var lastHeight = 0;
  function reportHeight() {
    // The body's own height, not the viewport's: the frame can shrink again when the content does.
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: 'legacy:resize', height: height });
  }
  reportHeight();
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.body);
  // Back from the browser's cache: the page is shown again without loading, and a form may be sent again.
  window.addEventListener('pageshow', function (event) {
    if (!event.persisted) return;
    var forms = document.querySelectorAll('form[data-sent]');
    for (var j = 0; j < forms.length; j += 1) forms[j].removeAttribute('data-sent');
    for (var k = 0; k < onLoad.length; k += 1) if (onLoad[k].type === 'legacy:navigation-end') post(onLoad[k]);
  });
})();
