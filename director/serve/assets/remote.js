/* The floor's remote: pair once with the director's PIN, then run the clock and record busts
   and chip counts from the tables. Every action goes through the same checks as the window's;
   a refusal comes back as one line in this phone's language. */
"use strict";
(function () {
  const D = window.Director;
  const $ = (id) => document.getElementById(id);
  const KEY = "director-remote-token";
  let state = null;
  let seats = [];
  let seatsVersion = null;
  let victim = null;
  let eliminator = null;

  function say(text, ok) {
    const m = $("message");
    m.textContent = text;
    m.className = "message " + (ok ? "ok" : "error");
  }

  function paired(name) {
    $("pairing").classList.add("hidden");
    $("controls").classList.remove("hidden");
    $("paired-as").textContent = D.t("paired_as", { name });
  }

  function unpaired() {
    localStorage.removeItem(KEY);
    $("controls").classList.add("hidden");
    $("pairing").classList.remove("hidden");
  }

  async function post(path, body, token) {
    const headers = { "Content-Type": "application/json" };
    if (token) headers.Authorization = "Bearer " + token;
    const response = await fetch(D.query(path), { method: "POST", headers, body: JSON.stringify(body) });
    const data = await response.json().catch(() => ({}));
    return { status: response.status, data };
  }

  async function act(body) {
    const { status, data } = await post("/api/control", body, localStorage.getItem(KEY));
    if (status === 401) {
      unpaired();
      say(data.error || "", false);
      return false;
    }
    if (status !== 200) {
      say(data.error || String(status), false);
      return false;
    }
    state = data;
    paint();
    say(D.t("done"), true);
    return true;
  }

  function paint() {
    if (!state) return;
    $("level").textContent = state.kind === "break" ? D.t("break") : D.t("level", { n: state.level });
    $("blinds").textContent = state.kind === "break" ? "" : D.number(state.small_blind) + " / " + D.number(state.big_blind);
    $("toggle").textContent = state.running ? D.t("pause") : D.t("resume");
    $("toggle").dataset.action = state.running ? "pause" : "resume";
    $("status").textContent = state.hand_for_hand !== null ? D.t("hand_for_hand") : (state.running ? "" : D.t("paused"));
    tick();
  }

  function tick() {
    if (state) $("time").textContent = D.clock(D.secondsLeft(state));
  }

  async function loadSeats() {
    const response = await fetch(D.query("/api/seats"));
    const data = await response.json();
    seats = data.players;
    seatsVersion = data.version;
    const tables = [...new Set(seats.filter((p) => p.table !== null).map((p) => p.table))].sort((a, b) => a - b);
    const select = $("table");
    const keep = select.value;
    select.replaceChildren(...tables.map((n) => D.el("option", { value: String(n) }, D.t("table") + " " + n)));
    if (tables.map(String).includes(keep)) select.value = keep;
    const counted = $("count-player");
    const keepCount = counted.value;
    counted.replaceChildren(...seats.map((p) => D.el("option", { value: String(p.entry) }, p.name)));
    if (keepCount) counted.value = keepCount;
    paintBust();
  }

  function chooser(box, people, chosen, pick, withNobody) {
    box.replaceChildren();
    const options = withNobody ? [{ entry: null, name: D.t("nobody") }, ...people] : people;
    for (const p of options) {
      const b = D.el("button", { class: p.entry === chosen ? "primary" : "" }, p.seat ? p.seat + " · " + p.name : p.name);
      b.addEventListener("click", () => pick(p.entry));
      box.append(b);
    }
  }

  function paintBust() {
    const n = Number($("table").value);
    const here = seats.filter((p) => p.table === n).sort((a, b) => a.seat - b.seat);
    chooser($("victims"), here, victim, (e) => { victim = e; paintBust(); }, false);
    chooser($("eliminators"), here.filter((p) => p.entry !== victim), eliminator,
      (e) => { eliminator = e; paintBust(); }, true);
    $("record-bust").disabled = victim === null;
  }

  function wire() {
    for (const b of document.querySelectorAll("button[data-action]")) {
      b.addEventListener("click", () => act({ action: b.dataset.action }));
    }
    $("toggle").addEventListener("click", () => act({ action: $("toggle").dataset.action }));
    $("show-bust").addEventListener("click", () => {
      victim = null; eliminator = null;
      $("bust").classList.remove("hidden");
      paintBust();
    });
    $("cancel-bust").addEventListener("click", () => $("bust").classList.add("hidden"));
    $("table").addEventListener("change", () => { victim = null; eliminator = null; paintBust(); });
    $("record-bust").addEventListener("click", async () => {
      const name = (seats.find((p) => p.entry === victim) || {}).name;
      const by = eliminator === null ? D.t("nobody") : (seats.find((p) => p.entry === eliminator) || {}).name;
      if (!confirm(D.t("confirm_bust", { name, by }))) return;
      if (await act({ action: "bust", player: victim, by: eliminator })) {
        $("bust").classList.add("hidden");
      }
    });
    $("record-count").addEventListener("click", () => {
      const chips = Number($("count-chips").value);
      act({ action: "chips", player: Number($("count-player").value), chips });
    });
    $("pair").addEventListener("click", async () => {
      const { status, data } = await post("/api/pair", { pin: $("pin").value.trim(), device: $("device").value });
      if (status !== 200) {
        say(data.error || String(status), false);
        $("pairing").querySelector("p").textContent = data.error || "";
        return;
      }
      localStorage.setItem(KEY, data.token);
      paired(data.device);
    });
    $("forget").addEventListener("click", (event) => { event.preventDefault(); unpaired(); });
  }

  async function start() {
    await D.loadTexts();
    wire();
    const token = localStorage.getItem(KEY);
    if (token) {
      const response = await fetch(D.query("/api/device"), { headers: { Authorization: "Bearer " + token } });
      if (response.status === 200) paired((await response.json()).device);
      else unpaired();
    } else {
      unpaired();
    }
    state = await D.fetchState();
    paint();
    await loadSeats();
    D.live((s) => { state = s; paint(); if (s.version !== seatsVersion) loadSeats(); });
    setInterval(tick, 250);
  }
  start();
})();
