// The game page's behaviour. Every result is decided by the provider's server (POST /rounds);
// this script only sends the stake and shows the answer. It talks to the site through
// postMessage with the exact site origin the launch was issued for.
(function () {
  'use strict';

  var configBlock = document.getElementById('game-config');
  if (!configBlock) return;
  var config = JSON.parse(configBlock.textContent || '{}');
  var strings = config.strings;
  var symbolGlyphs = config.glyphs;

  var balanceOutput = document.getElementById('balance');
  var message = document.getElementById('message');
  var lineWins = document.getElementById('line-wins');
  var playButton = document.getElementById('play');
  var stakePicker = document.getElementById('stake');
  var straightNumber = document.getElementById('straight-number');
  // SG-15: present only where the launch's jurisdiction allows them.
  var autoplay = config.autoplay || { allowed: false, quickSpinAllowed: false, spins: 0, bigWinMultiple: 0, strings: {} };
  var autoplayButton = document.getElementById('autoplay');
  var stopAutoplayButton = document.getElementById('stop-autoplay');
  var autoplayStatus = document.getElementById('autoplay-status');
  var quickSpinToggle = document.getElementById('quick-spin');
  // JRN-06: why a stake cannot be played, beside the stake, and the way to the site's cashier.
  var stakeHintBox = document.getElementById('stake-hint-box');
  var stakeHintText = document.getElementById('stake-hint');
  var depositButton = document.getElementById('deposit');
  /** The balance on show, in major units. */
  var shownBalance = typeof config.balance === 'number' ? config.balance : null;
  /** The autoplay run going on, `{spun}`, or null. */
  var autoplayRun = null;
  /** The answer to the last round played, for autoplay to decide whether to go on. */
  var lastResult = null;

  /** The round sent but not yet answered: a retry sends exactly it again, under the same key. */
  var pending = null;
  var busy = false;

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  // As the platform writes amounts (sandbox/kernel/money.ts): a code Intl refuses goes where the language puts a code.
  function format(amount) {
    var options = { style: 'currency', minimumFractionDigits: config.decimals, maximumFractionDigits: config.decimals };
    try {
      return new Intl.NumberFormat(config.language, Object.assign({ currency: config.currency }, options)).format(amount);
    } catch {
      return new Intl.NumberFormat(config.language, Object.assign({ currency: 'XXX', currencyDisplay: 'code' }, options))
        .format(amount)
        .replace('XXX', config.currency);
    }
  }

  function tellSite(data) {
    if (window.parent === window) return;
    window.parent.postMessage(data, config.siteOrigin);
  }

  function showBalance(amount) {
    balanceOutput.textContent = format(amount);
    shownBalance = amount;
    updateStakeHint();
  }

  function lowestStake() {
    return Math.min.apply(null, Array.prototype.map.call(stakePicker.options, function (option) { return Number(option.value); }));
  }

  /** In real play: says why the chosen stake cannot be played (the balance is below it, or below every stake). */
  function updateStakeHint() {
    if (!stakeHintBox || config.mode !== 'real' || shownBalance === null) return;
    var lowest = lowestStake();
    var text = '';
    if (shownBalance < lowest) text = fill(strings.belowLowestStake, { balance: format(shownBalance), stake: format(lowest) });
    else if (shownBalance < Number(stakePicker.value)) text = fill(strings.stakeAboveBalance, { balance: format(shownBalance) });
    if (stakeHintText.textContent !== text) stakeHintText.textContent = text;
    stakeHintBox.hidden = text === '';
    if (depositButton) depositButton.hidden = text === '';
  }

  function say(text, tone) {
    message.textContent = text;
    message.className = 'message' + (tone ? ' ' + tone : '');
  }

  /** An error leaves no win of an earlier round on show. */
  function sayError(text) {
    lineWins.textContent = '';
    document.querySelectorAll('.cell.winning').forEach(function (cell) { cell.classList.remove('winning'); });
    say(text, 'error');
  }

  function newKey() {
    if (window.crypto && typeof window.crypto.randomUUID === 'function') return window.crypto.randomUUID();
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (byte) { return ('0' + byte.toString(16)).slice(-2); }).join('');
  }

  function chosenBet() {
    var checked = document.querySelector('input[name="bet"]:checked');
    var kind = checked ? checked.value : 'red';
    if (kind !== 'straight') return { kind: kind };
    var number = Number(straightNumber.value);
    if (!Number.isInteger(number) || number < 0 || number > 36) return null;
    return { kind: 'straight', number: number };
  }

  function showSlot(outcome) {
    outcome.reels.forEach(function (reel, reelIndex) {
      reel.forEach(function (symbol, row) {
        var cell = document.querySelector('.cell[data-reel="' + reelIndex + '"][data-row="' + row + '"]');
        if (!cell) return;
        cell.textContent = symbolGlyphs[symbol] || '?';
        cell.setAttribute('data-symbol', symbol);
        cell.classList.remove('winning');
      });
    });
    var described = [];
    lineWins.textContent = '';
    outcome.lines.forEach(function (line) {
      config.paylines[line.line].forEach(function (row, reelIndex) {
        if (reelIndex >= line.count) return;
        var cell = document.querySelector('.cell[data-reel="' + reelIndex + '"][data-row="' + row + '"]');
        if (cell) cell.classList.add('winning');
      });
      var item = document.createElement('li');
      item.textContent = fill(strings.lineWin, { line: line.line + 1, count: line.count, symbol: strings.symbols[line.symbol] || line.symbol });
      lineWins.appendChild(item);
    });
    var reels = document.getElementById('reels');
    outcome.reels[0].forEach(function (unused, row) {
      described.push(outcome.reels.map(function (reel) { return strings.symbols[reel[row]] || reel[row]; }).join(', '));
    });
    if (reels) reels.setAttribute('aria-label', strings.reels + ': ' + described.join(' / '));
  }

  function showRoulette(outcome) {
    var number = document.getElementById('wheel-number');
    var wheel = document.getElementById('wheel');
    if (number) number.textContent = String(outcome.number);
    if (wheel) wheel.setAttribute('data-colour', outcome.colour);
    lineWins.textContent = '';
    return fill(strings.ballLanded, { number: outcome.number, colour: strings[outcome.colour].toLowerCase() });
  }

  function showAnswer(answer) {
    var landed = answer.outcome.game === 'slot' ? (showSlot(answer.outcome), '') : showRoulette(answer.outcome) + ' ';
    showBalance(answer.balance);
    if (answer.win > 0) say(landed + fill(strings.youWon, { amount: format(answer.win) }), 'win');
    else say(landed + strings.noWin, '');
    if (config.mode === 'real') tellSite({ type: 'game:balance-changed' });
  }

  function setBusy(value) {
    busy = value;
    playButton.disabled = value || autoplayRun !== null;
    document.body.classList.toggle('spinning', value);
  }

  function send(round, attempt) {
    return fetch('/rounds', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(round),
      credentials: 'omit',
    }).then(function (response) {
      return response.json().then(function (body) { return { status: response.status, body: body }; }, function () { return { status: response.status, body: null }; });
    }).catch(function (error) {
      if (attempt < 2) {
        return new Promise(function (resolve) { setTimeout(resolve, 500 * (attempt + 1)); }).then(function () { return send(round, attempt + 1); });
      }
      throw error;
    });
  }

  function play() {
    if (busy) return null;
    var round = pending;
    if (round === null) {
      var bet = config.table === 'roulette' ? chosenBet() : null;
      if (config.table === 'roulette' && bet === null) {
        sayError(strings.straightNumber);
        straightNumber.focus();
        return;
      }
      round = { playToken: config.playToken, stake: Number(stakePicker.value), idempotencyKey: newKey() };
      if (bet !== null) round.bet = bet;
      if (autoplayRun !== null) round.autoplay = true;
      if (quickSpinToggle && quickSpinToggle.checked) round.quickSpin = true;
      pending = round;
    }
    setBusy(true);
    say(strings.spinning, '');
    lastResult = null;
    // Where quick spin is not allowed, a slot's game cycle lasts at least `minimumCycleMs` (SG-15).
    var spinUntil = Date.now() + Math.max(round.quickSpin ? 150 : 600, config.minimumCycleMs || 0);
    return send(round, 0).then(function (result) {
      // The reels turn for a moment before they stop; a quick spin (SG-15) turns them briefly.
      var wait = spinUntil - Date.now();
      return wait > 0 ? new Promise(function (resolve) { setTimeout(function () { resolve(result); }, wait); }) : result;
    }).then(function (result) {
      // Any answer settles the round; only a lost connection keeps it pending for a retry.
      pending = null;
      lastResult = result;
      if (result.status === 200 && result.body) {
        showAnswer(result.body);
      } else if (result.status === 402) {
        if (result.body && typeof result.body.balance === 'number') showBalance(result.body.balance);
        sayError(strings.insufficientFunds);
        tellSite({ type: 'game:error', code: 'INSUFFICIENT_FUNDS' });
      } else if (result.status === 409 && result.body && result.body.errorCode === 'LIMIT_EXCEEDED' && result.body.limit) {
        var limitName = strings.limitNames[result.body.limit.type + '_' + result.body.limit.period];
        sayError(limitName ? fill(strings.limitExceeded, { limit: limitName }) : strings.refused);
        tellSite({ type: 'game:error', code: 'LIMIT_EXCEEDED' });
      } else if (result.status === 403 && result.body && result.body.errorCode === 'EXCLUDED') {
        sayError(strings.excluded);
        tellSite({ type: 'game:error', code: 'EXCLUDED' });
      } else if (result.status === 403 && result.body && result.body.errorCode === 'NOT_ALLOWED_IN_JURISDICTION') {
        sayError(autoplay.strings.notAllowed || strings.refused);
        tellSite({ type: 'game:error', code: 'NOT_ALLOWED_IN_JURISDICTION' });
      } else if (result.status === 429 && result.body && result.body.errorCode === 'TOO_SOON') {
        sayError(strings.tooSoon);
      } else if (result.status === 401) {
        sayError(strings.sessionEnded);
        tellSite({ type: 'game:error', code: 'GAME_SESSION_ENDED' });
      } else {
        sayError(strings.refused);
        tellSite({ type: 'game:error', code: 'ROUND_FAILED' });
      }
    }, function () {
      sayError(strings.connectionLost);
    }).then(function () {
      setBusy(false);
      return lastResult;
    });
  }

  function setAutoplayStatus(text) {
    if (autoplayStatus) autoplayStatus.textContent = text;
  }

  function endAutoplay(text) {
    if (autoplayRun === null) return;
    var stopHadFocus = document.activeElement === stopAutoplayButton;
    autoplayRun = null;
    autoplayButton.hidden = false;
    stopAutoplayButton.hidden = true;
    playButton.disabled = busy;
    if (stopHadFocus) autoplayButton.focus();
    setAutoplayStatus(text);
  }

  /** One spin of the run, then the next, until its spins are done, a spin is refused, a big win, a low balance or Stop. */
  function nextAutoplaySpin() {
    var run = autoplayRun;
    if (run === null) return;
    if (run.spun >= autoplay.spins) {
      endAutoplay(autoplay.strings.finished);
      return;
    }
    run.spun += 1;
    setAutoplayStatus(fill(autoplay.strings.running, { spin: run.spun, total: autoplay.spins }));
    Promise.resolve(play()).then(function (result) {
      if (autoplayRun !== run) return;
      if (!result || result.status !== 200 || !result.body) {
        endAutoplay(autoplay.strings.refused);
      } else if (result.body.win >= autoplay.bigWinMultiple * result.body.stake) {
        endAutoplay(autoplay.strings.bigWin);
      } else if (result.body.balance < Number(stakePicker.value)) {
        endAutoplay(autoplay.strings.lowBalance);
      } else {
        setTimeout(nextAutoplaySpin, quickSpinToggle && quickSpinToggle.checked ? 100 : 400);
      }
    });
  }

  if (autoplayButton && stopAutoplayButton) {
    autoplayButton.addEventListener('click', function () {
      if (autoplayRun !== null || busy) return;
      autoplayRun = { spun: 0 };
      autoplayButton.hidden = true;
      stopAutoplayButton.hidden = false;
      playButton.disabled = true;
      stopAutoplayButton.focus();
      nextAutoplaySpin();
    });
    stopAutoplayButton.addEventListener('click', function () {
      endAutoplay(autoplay.strings.stopped);
    });
  }

  if (quickSpinToggle) {
    quickSpinToggle.addEventListener('change', function () {
      document.body.classList.toggle('quick-spin', quickSpinToggle.checked);
    });
  }

  playButton.addEventListener('click', function () {
    play();
  });

  stakePicker.addEventListener('change', updateStakeHint);
  if (depositButton) {
    depositButton.addEventListener('click', function () {
      tellSite({ type: 'game:navigate', path: config.depositPath });
    });
  }
  updateStakeHint();

  document.querySelectorAll('input[name="bet"]').forEach(function (input) {
    input.addEventListener('change', function () {
      var checked = document.querySelector('input[name="bet"]:checked');
      straightNumber.disabled = !checked || checked.value !== 'straight';
    });
  });

  // The site may tell the frame the wallet's balance (after a deposit, say): only from the page
  // that framed this one, on the origin the launch was issued for, and in the launch's currency.
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== config.siteOrigin) return;
    var data = event.data;
    if (config.mode !== 'real' || !data || data.type !== 'host:balance') return;
    if (typeof data.amount !== 'number' || !isFinite(data.amount) || data.currency !== config.currency) return;
    showBalance(data.amount);
  });

  var lastHeight = 0;
  function reportHeight() {
    var game = document.querySelector('.game');
    var height = Math.ceil(game ? game.getBoundingClientRect().height : document.documentElement.scrollHeight);
    if (height === lastHeight) return;
    lastHeight = height;
    tellSite({ type: 'game:resize', height: height });
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.body);

  tellSite({ type: 'game:ready' });
  reportHeight();
})();
