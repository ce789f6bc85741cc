// The identity provider's only script: sends the chosen file's bytes, then tells the site (the
// origin named in the page's configuration, never the wildcard) how the transaction ended.
(function () {
  'use strict';
  var configBlock = document.getElementById('identity-config');
  if (!configBlock) return;
  var config;
  try {
    config = JSON.parse(configBlock.textContent || '{}');
  } catch {
    return;
  }
  var siteOrigins = Array.isArray(config.siteOrigins) ? config.siteOrigins : [];
  var strings = config.strings || {};

  function finish(transactionStatus) {
    if (window.parent === window) return;
    for (var i = 0; i < siteOrigins.length; i += 1) {
      window.parent.postMessage({ type: 'identity:finished', transactionStatus: transactionStatus }, siteOrigins[i]);
    }
  }

  if (config.transaction !== 'open') {
    finish('ERROR');
    return;
  }

  var form = document.getElementById('upload');
  var input = document.getElementById('document');
  var status = document.getElementById('status');
  var button = document.getElementById('send');
  if (!form || !input || !status || !button) return;

  function say(text) {
    status.textContent = text;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var file = input.files && input.files[0];
    if (!file) {
      say(strings.chooseFile || '');
      return;
    }
    if (file.size > config.maxBytes) {
      say(strings.tooLarge || '');
      return;
    }
    button.disabled = true;
    say(strings.sending || '');
    fetch(config.uploadPath, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: file, credentials: 'omit' })
      .then(function (response) {
        if (response.status === 201) {
          say(strings.sent || '');
          finish('SUCCESS');
        } else if (response.status === 413) {
          say(strings.tooLarge || '');
          button.disabled = false;
        } else if (response.status === 415) {
          say(strings.unsupported || '');
          button.disabled = false;
        } else {
          say(strings.failed || '');
          finish('ERROR');
        }
      })
      .catch(function () {
        say(strings.failed || '');
        finish('ERROR');
      });
  });
})();
