/* What every page shares: the language, the texts from the server, the live stream with its
   reconnection, the clock offset, and small formatting helpers. No library, nothing from the
   internet: the pages work on a club network with no connection outside. */
"use strict";
(function () {
  const params = new URLSearchParams(location.search);
  const D = {
    lang: params.get("lang") || "",
    texts: {},
    offset: null, // server time minus this device's time, in seconds (best estimate so far)
  };

  D.query = function (path) {
    return D.lang ? path + (path.includes("?") ? "&" : "?") + "lang=" + D.lang : path;
  };

  D.t = function (key, fields) {
    let text = D.texts[key] || key;
    for (const [name, value] of Object.entries(fields || {})) {
      text = text.split("{" + name + "}").join(String(value));
    }
    return text;
  };

  D.loadTexts = async function () {
    const response = await fetch(D.query("/api/texts"));
    const data = await response.json();
    D.lang = data.lang;
    D.texts = data.texts;
    document.documentElement.lang = data.lang;
    for (const el of document.querySelectorAll("[data-text]")) {
      el.textContent = D.t(el.dataset.text);
    }
    for (const el of document.querySelectorAll("[data-placeholder]")) {
      el.placeholder = D.t(el.dataset.placeholder);
    }
    for (const a of document.querySelectorAll("a[data-page]")) {
      a.href = D.query(a.dataset.page);
    }
  };

  D.now = function () {
    return Date.now() / 1000;
  };

  // A message says the server's time when it was sent. It arrives some latency later, so
  // server_time - arrival is the offset minus that latency: the largest value seen is the
  // closest to the truth. The countdown follows the server's end time, never its own ticks,
  // so it neither drifts nor jumps.
  D.measure = function (serverTime, sentAt, arrivedAt) {
    const middle = sentAt === undefined ? arrivedAt : (sentAt + arrivedAt) / 2;
    const candidate = serverTime - middle;
    if (D.offset === null || candidate > D.offset || sentAt !== undefined) {
      D.offset = candidate;
    }
  };

  D.secondsLeft = function (state) {
    if (state.running && state.ends_at !== null && D.offset !== null) {
      return Math.max(0, state.ends_at - (D.now() + D.offset));
    }
    return state.seconds_left;
  };

  D.clock = function (seconds) {
    const s = Math.max(0, Math.ceil(seconds - 1e-6));
    const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
    const two = (n) => String(n).padStart(2, "0");
    return h ? h + ":" + two(m) + ":" + two(r) : two(m) + ":" + two(r);
  };

  // Thousands grouped as the club writes them (1.000 in Italian, 1,000 in English), also for
  // four digits, which the browser's Italian leaves ungrouped.
  D.number = function (n) {
    if (n === null || n === undefined) return "—";
    const sep = D.lang === "it" ? "." : ",";
    const [whole, frac] = String(Math.abs(n)).split(".");
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    return (n < 0 ? "-" : "") + grouped + (frac ? (D.lang === "it" ? "," : ".") + frac : "");
  };

  // The live stream: calls onState(state) with each message; shows the banner while the
  // connection is lost and the browser reconnects by itself (and starts again if it gave up).
  D.live = function (onState) {
    const banner = document.getElementById("reconnecting");
    let source = null;
    function connect() {
      source = new EventSource(D.query("/api/events"));
      source.onopen = () => banner && banner.classList.add("hidden");
      source.onmessage = (event) => {
        const state = JSON.parse(event.data);
        D.measure(state.server_time, undefined, D.now());
        onState(state);
      };
      source.onerror = () => {
        if (banner) banner.classList.remove("hidden");
        if (source.readyState === EventSource.CLOSED) {
          setTimeout(connect, 2000);
        }
      };
    }
    connect();
  };

  // One measured round trip, so the countdown is right from the first second.
  D.fetchState = async function () {
    const sent = D.now();
    const response = await fetch(D.query("/api/state"));
    const state = await response.json();
    D.measure(state.server_time, sent, D.now());
    return state;
  };

  // Names compared as people type them: no accents, no apostrophes, any case.
  D.fold = function (text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/['’`]/g, "")
      .replace(/[\s.-]+/g, " ").trim().toLowerCase();
  };

  D.el = function (tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v);
    }
    for (const c of children) node.append(c);
    return node;
  };

  window.Director = D;
})();
