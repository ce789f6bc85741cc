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
  // RLT-01..RLT-08: the roulette table's chips, limits and spots (null on a slot).
  var table = config.table === 'roulette' ? config.roulette : null;
  var undoButton = document.getElementById('undo');
  var clearButton = document.getElementById('clear');
  var totalOutput = document.getElementById('total-stake');
  /** The chips on the table: spot key → minor units; and the order they were put down, for Undo. */
  var placed = {};
  var history = [];
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
    if (table) return majorOfMinor(table.chips[0]);
    return Math.min.apply(null, Array.prototype.map.call(stakePicker.options, function (option) { return Number(option.value); }));
  }

  /** The stake the next round would play, in major units: the chosen stake, or the chips on the table. */
  function chosenStake() {
    return table ? majorOfMinor(totalMinor()) : Number(stakePicker.value);
  }

  function majorOfMinor(minor) {
    return minor / Math.pow(10, config.decimals);
  }

  /** In real play: says why the chosen stake cannot be played (the balance is below it, or below every stake). */
  function updateStakeHint() {
    if (!stakeHintBox || config.mode !== 'real' || shownBalance === null) return;
    var lowest = lowestStake();
    var text = '';
    if (shownBalance < lowest) text = fill(strings.belowLowestStake, { balance: format(shownBalance), stake: format(lowest) });
    else if (shownBalance < chosenStake()) text = fill(strings.stakeAboveBalance, { balance: format(shownBalance) });
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

  // ---- The roulette table ----

  function totalMinor() {
    return Object.keys(placed).reduce(function (sum, key) { return sum + placed[key]; }, 0);
  }

  function spotButton(key) {
    return document.querySelector('.spot[data-key="' + key + '"]');
  }

  /** A chip's amount as a chip shows it: "5", "1.50". */
  function chipText(minor) {
    var major = majorOfMinor(minor);
    var whole = minor % Math.pow(10, config.decimals) === 0;
    return new Intl.NumberFormat(config.language, { minimumFractionDigits: whole ? 0 : config.decimals, maximumFractionDigits: config.decimals }).format(major);
  }

  function chosenChip() {
    var checked = document.querySelector('input[name="chip"]:checked');
    return checked ? Number(checked.value) : table.chips[0];
  }

  /** The spot's chips on show and in its name ("Split 17 and 20, €1.50 on it"); the total, Undo and Clear. */
  function showSpot(key) {
    var button = spotButton(key);
    if (button) {
      var stack = button.querySelector('.stack');
      var amount = placed[key] || 0;
      var name = button.getAttribute('data-name');
      if (amount > 0) {
        if (!stack) {
          stack = document.createElement('span');
          stack.className = 'stack';
          stack.setAttribute('aria-hidden', 'true');
          button.appendChild(stack);
        }
        stack.textContent = chipText(amount);
        button.setAttribute('aria-label', name + ', ' + fill(strings.roulette.onIt, { amount: format(majorOfMinor(amount)) }));
      } else {
        if (stack) stack.remove();
        button.setAttribute('aria-label', name);
      }
    }
    var total = totalMinor();
    totalOutput.textContent = format(majorOfMinor(total));
    undoButton.setAttribute('aria-disabled', history.length === 0 ? 'true' : 'false');
    clearButton.setAttribute('aria-disabled', total === 0 ? 'true' : 'false');
    updateStakeHint();
  }

  function clearHighlights() {
    document.querySelectorAll('.spot.won, .spot.paid').forEach(function (spot) { spot.classList.remove('won', 'paid'); });
  }

  /** RLT-06: a chip that would take a bet or the spin over the table's limit is refused, saying the limit. */
  function placeChip(key) {
    if (busy) return;
    var chip = chosenChip();
    var current = placed[key] || 0;
    if (current + chip > table.maxPerBet) {
      sayError(fill(strings.roulette.overBetLimit, { max: format(majorOfMinor(table.maxPerBet)) }));
      return;
    }
    if (totalMinor() + chip > table.maxPerSpin) {
      sayError(fill(strings.roulette.overSpinLimit, { max: format(majorOfMinor(table.maxPerSpin)) }));
      return;
    }
    clearHighlights();
    placed[key] = current + chip;
    history.push({ key: key, amount: chip });
    showSpot(key);
    lineWins.textContent = '';
    say(fill(strings.roulette.placed, { amount: format(majorOfMinor(chip)), bet: table.spots[key].name, total: format(majorOfMinor(totalMinor())) }), '');
  }

  function undoChip() {
    if (busy) return;
    var last = history.pop();
    if (!last) return;
    placed[last.key] -= last.amount;
    if (placed[last.key] <= 0) delete placed[last.key];
    showSpot(last.key);
    say(fill(strings.roulette.undone, { total: format(majorOfMinor(totalMinor())) }), '');
  }

  function clearTable() {
    if (busy || totalMinor() === 0) return;
    var keys = Object.keys(placed);
    placed = {};
    history = [];
    keys.forEach(showSpot);
    clearHighlights();
    lineWins.textContent = '';
    say(strings.roulette.cleared, '');
  }

  /** The bets as the round's body names them (docs/api.md): a spot's kind and its numbers, or its dozen or column. */
  function tableBets() {
    return Object.keys(placed).map(function (key) {
      var parts = key.split(':');
      var bet = { kind: parts[0], stake: majorOfMinor(placed[key]) };
      if (parts[0] === 'dozen' || parts[0] === 'column') bet.index = Number(parts[1]);
      else if (parts.length > 1) bet.numbers = parts[1].split('-').map(Number);
      return bet;
    });
  }

  function keyOfBet(bet) {
    if (bet.kind === 'dozen' || bet.kind === 'column') return bet.kind + ':' + bet.index;
    return bet.numbers ? bet.kind + ':' + bet.numbers.join('-') : bet.kind;
  }

  function showLastNumber(number, colour) {
    var list = document.getElementById('last-numbers');
    if (!list) return;
    var none = list.querySelector('.none');
    if (none) none.remove();
    var item = document.createElement('li');
    item.className = colour;
    item.textContent = String(number);
    var spoken = document.createElement('span');
    spoken.className = 'visually-hidden';
    spoken.textContent = ' ' + strings[colour].toLowerCase();
    item.appendChild(spoken);
    list.insertBefore(item, list.firstChild);
    while (list.children.length > 12) list.removeChild(list.lastChild);
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

  /** RLT-07: the number on show and first of the last numbers, its spot and every winning bet lit, each win listed. */
  function showRoulette(outcome) {
    var result = document.getElementById('result');
    if (result) {
      result.textContent = String(outcome.number);
      result.setAttribute('data-colour', outcome.colour);
    }
    showLastNumber(outcome.number, outcome.colour);
    clearHighlights();
    var cell = spotButton('straight:' + outcome.number);
    if (cell) cell.classList.add('won');
    lineWins.textContent = '';
    (outcome.bets || []).forEach(function (bet) {
      if (!(bet.win > 0)) return;
      var key = keyOfBet(bet);
      var spot = spotButton(key);
      if (spot) spot.classList.add('paid');
      var item = document.createElement('li');
      item.textContent = fill(strings.roulette.betWon, { bet: table.spots[key] ? table.spots[key].name : key, amount: format(bet.win) });
      lineWins.appendChild(item);
    });
    return fill(strings.ballLanded, { number: outcome.number, colour: strings[outcome.colour].toLowerCase() });
  }

  function showAnswer(answer) {
    var landed = answer.outcome.game === 'slot' ? (showSlot(answer.outcome), '') : showRoulette(answer.outcome) + ' ';
    showBalance(answer.balance);
    var after = table ? ' ' + strings.roulette.betsStay : '';
    if (answer.win > 0) say(landed + fill(strings.youWon, { amount: format(answer.win) }) + after, 'win');
    else say(landed + strings.noWin + after, '');
    if (config.mode === 'real') tellSite({ type: 'game:balance-changed' });
  }

  function setBusy(value) {
    busy = value;
    playButton.disabled = value || autoplayRun !== null;
    document.body.classList.toggle('spinning', value);
    if (table) document.getElementById('table').setAttribute('aria-busy', value ? 'true' : 'false');
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
      if (table && totalMinor() === 0) {
        sayError(strings.roulette.placeFirst);
        return null;
      }
      round = table
        ? { playToken: config.playToken, idempotencyKey: newKey(), bets: tableBets() }
        : { playToken: config.playToken, stake: Number(stakePicker.value), idempotencyKey: newKey() };
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
      } else if (result.status === 422 && result.body && result.body.errorCode === 'TABLE_LIMIT_EXCEEDED' && table) {
        var limitText = result.body.limit === 'PER_SPIN' ? strings.roulette.overSpinLimit : strings.roulette.overBetLimit;
        sayError(fill(limitText, { max: format(result.body.max) }));
      } else if (result.status === 422 && table) {
        sayError(strings.roulette.notOnTable);
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

  if (stakePicker) stakePicker.addEventListener('change', updateStakeHint);
  if (table) {
    // The border spots sit where their numbers meet: `a` along the streets, `b` across the lanes (roulette.ts).
    document.querySelectorAll('.spot[data-a]').forEach(function (spot) {
      spot.style.setProperty('--a', spot.getAttribute('data-a'));
      spot.style.setProperty('--b', spot.getAttribute('data-b'));
    });
    document.getElementById('table').addEventListener('click', function (event) {
      var spot = event.target.closest ? event.target.closest('.spot') : null;
      if (spot) placeChip(spot.getAttribute('data-key'));
    });
    // RLT-08: the table is one stop of Tab; the arrow keys move to the nearest spot that way, borders included.
    var tableSpots = Array.prototype.slice.call(document.querySelectorAll('#table .spot'));
    var roveTo = function (target) {
      tableSpots.forEach(function (spot) { spot.tabIndex = spot === target ? 0 : -1; });
    };
    roveTo(spotButton('straight:0'));
    var directions = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    var tableElement = document.getElementById('table');
    tableElement.addEventListener('focusin', function (event) {
      var spot = event.target.closest ? event.target.closest('.spot') : null;
      if (spot) roveTo(spot);
    });
    tableElement.addEventListener('keydown', function (event) {
      var direction = directions[event.key];
      var from = event.target.closest ? event.target.closest('.spot') : null;
      if (!direction || !from) return;
      var box = from.getBoundingClientRect();
      var horizontal = direction[1] === 0;
      var best = null;
      var bestScore = Infinity;
      // The spots that lie that way: of those level with this one (their boxes overlap across the
      // direction), the one with the smallest gap, the most nearly in line; else the nearest at all.
      tableSpots.forEach(function (spot) {
        if (spot === from) return;
        var other = spot.getBoundingClientRect();
        var along = horizontal
          ? (other.left + other.right - box.left - box.right) / 2 * direction[0]
          : (other.top + other.bottom - box.top - box.bottom) / 2 * direction[1];
        if (along <= 1) return;
        var gap = horizontal
          ? (direction[0] > 0 ? other.left - box.right : box.left - other.right)
          : (direction[1] > 0 ? other.top - box.bottom : box.top - other.bottom);
        var across = horizontal
          ? Math.abs((other.top + other.bottom - box.top - box.bottom) / 2)
          : Math.abs((other.left + other.right - box.left - box.right) / 2);
        // Level: more than half of the smaller box overlaps (a border spot only grazing a row is not level with it).
        var overlap = horizontal
          ? Math.min(other.bottom, box.bottom) - Math.max(other.top, box.top)
          : Math.min(other.right, box.right) - Math.max(other.left, box.left);
        var level = overlap > (horizontal ? Math.min(other.height, box.height) : Math.min(other.width, box.width)) / 2;
        var score = level ? Math.max(gap, 0) + along / 100 + across / 1000 : 100000 + along + 2 * across;
        if (score < bestScore) {
          best = spot;
          bestScore = score;
        }
      });
      if (best) {
        event.preventDefault();
        best.focus();
      }
    });
    undoButton.addEventListener('click', undoChip);
    clearButton.addEventListener('click', clearTable);
  }
  if (depositButton) {
    depositButton.addEventListener('click', function () {
      tellSite({ type: 'game:navigate', path: config.depositPath });
    });
  }
  updateStakeHint();


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
