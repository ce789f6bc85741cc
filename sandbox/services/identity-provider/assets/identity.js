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
  var drop = document.getElementById('drop');
  var chosenLine = document.getElementById('chosen');
  var progress = document.getElementById('progress');
  var status = document.getElementById('status');
  var button = document.getElementById('send');
  if (!form || !input || !drop || !chosenLine || !progress || !status || !button) return;

  // The file to send: the input's, or one dropped on the zone (a browser may refuse to give it to the input).
  var chosen = null;

  function say(text) {
    status.textContent = text;
  }

  function choose(file) {
    chosen = file || null;
    chosenLine.textContent = chosen ? (strings.chosen || '').replace('{name}', chosen.name) : '';
    say('');
  }

  input.addEventListener('change', function () {
    choose(input.files && input.files[0]);
  });

  drop.addEventListener('dragover', function (event) {
    event.preventDefault();
    drop.classList.add('drop--over');
  });
  drop.addEventListener('dragleave', function () {
    drop.classList.remove('drop--over');
  });
  drop.addEventListener('drop', function (event) {
    event.preventDefault();
    drop.classList.remove('drop--over');
    var files = event.dataTransfer && event.dataTransfer.files;
    if (!files || !files[0]) return;
    try {
      input.files = files;
    } catch {
      // Kept in `chosen` alone.
    }
    choose(files[0]);
  });

  function busy(on) {
    button.disabled = on;
    form.setAttribute('aria-busy', on ? 'true' : 'false');
    progress.hidden = !on;
    if (on) progress.removeAttribute('value');
  }

  function answered(status) {
    busy(false);
    if (status === 201) {
      say(strings.sent || '');
      finish('SUCCESS');
    } else if (status === 413) {
      say(strings.tooLarge || '');
    } else if (status === 415) {
      say(strings.unsupported || '');
    } else {
      say(strings.failed || '');
      finish('ERROR');
    }
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var file = chosen;
    if (!file) {
      say(strings.chooseFile || '');
      return;
    }
    if (file.size > config.maxBytes) {
      say(strings.tooLarge || '');
      return;
    }
    busy(true);
    say(strings.sending || '');
    // XMLHttpRequest rather than fetch: only it tells how much of the body has gone.
    var request = new XMLHttpRequest();
    request.open('POST', config.uploadPath);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.addEventListener('progress', function (progressEvent) {
      if (progressEvent.lengthComputable) progress.value = Math.round((progressEvent.loaded / progressEvent.total) * 100);
    });
    request.addEventListener('load', function () {
      answered(request.status);
    });
    request.addEventListener('error', function () {
      answered(0);
    });
    request.send(file);
  });
})();
