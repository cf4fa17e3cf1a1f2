/* The display: the projector's clock for a TV or a phone. It counts down by itself from the
   server's end time and takes every change from the live stream without reloading. */
"use strict";
(function () {
  const D = window.Director;
  let state = null;
  const $ = (id) => document.getElementById(id);

  function blinds(b) {
    return b ? D.number(b.small_blind) + " / " + D.number(b.big_blind) : "—";
  }

  function paint() {
    if (!state) return;
    const onBreak = state.kind === "break";
    $("name").textContent = state.name;
    $("level").textContent = onBreak ? D.t("break") : D.t("level", { n: state.level });
    $("blinds").textContent = onBreak ? "" : blinds(state);
    $("ante").textContent = !onBreak && state.ante ? D.t("ante") + " " + D.number(state.ante) : "";
    $("next").textContent = state.next_is_break ? D.t("break") : blinds(state.next);
    $("next-ante").textContent = state.next && state.next.ante
      ? D.t("ante") + " " + D.number(state.next.ante) : "";
    $("break-in").textContent = state.next_break_in === null ? "—" : D.clock(state.next_break_in);
    $("pool").textContent = state.prize_pool || "—";
    $("players").textContent = D.number(state.players_left);
    $("entries").textContent = D.number(state.entries);
    $("average").textContent = D.number(state.average_stack);
    const box = $("payouts");
    box.replaceChildren();
    if (state.deal.length) {
      $("payouts-title").textContent = D.t("deal");
      for (const row of state.deal) {
        box.append(D.el("div", { class: "payline" }, D.el("span", {}, row.name), D.el("b", {}, row.amount)));
      }
      if (state.play_for) {
        box.append(D.el("div", { class: "payline" }, D.el("span", {}, D.t("play_for")), D.el("b", {}, state.play_for)));
      }
    } else if (state.satellite) {
      $("payouts-title").textContent = D.t("payouts");
      box.append(D.el("div", { class: "payline" }, D.el("b", {}, state.satellite)));
    } else {
      $("payouts-title").textContent = D.t("payouts");
      for (const row of state.payouts) {
        box.append(D.el("div", { class: "payline" }, D.el("span", {}, row.place + "°"), D.el("b", {}, row.amount)));
      }
    }
    let status = "";
    if (state.finished) status = D.t("finished");
    else if (state.hand_for_hand !== null) status = D.t("hand_for_hand") + " · " + D.t("hand", { n: state.hand_for_hand });
    else if (!state.started) status = D.t("not_started");
    else if (!state.running) status = D.t("paused");
    else if (state.overtime) status = D.t("overtime");
    $("status").textContent = status;
    const announce = $("announce");
    announce.textContent = state.announcement;
    announce.classList.toggle("hidden", !state.announcement);
    tick();
  }

  function tick() {
    if (!state) return;
    const time = $("time");
    time.textContent = D.clock(D.secondsLeft(state));
    time.classList.toggle("paused", !state.running);
    if (state.running && state.next_break_in !== null && D.offset !== null) {
      const gone = state.seconds_left - D.secondsLeft(state);
      $("break-in").textContent = D.clock(Math.max(0, state.next_break_in - gone));
    }
  }

  async function start() {
    await D.loadTexts();
    state = await D.fetchState();
    paint();
    D.live((s) => { state = s; paint(); });
    setInterval(tick, 200);
    // A round trip now and then measures the offset afresh: a phone whose own clock is set
    // (by the network, or by hand) mid-evening keeps the right time.
    setInterval(() => D.fetchState().then((s) => { state = s; paint(); }).catch(() => {}), 60000);
  }
  start();
})();
