/* The player pages: where do I sit, the payouts, the structure, the results. Each reads its
   JSON and reads it again when the live stream says the tournament changed. */
"use strict";
(function () {
  const D = window.Director;
  // One page serves the four sheets: which one is the address's ("/seats" -> "seats").
  const page = location.pathname.replace(/^\/+|\/+$/g, "");
  const $ = (id) => document.getElementById(id);
  let data = null;
  let version = null;

  function table(headers, rows, numeric) {
    const head = D.el("tr", {}, ...headers.map((h, i) => D.el("th", numeric[i] ? { class: "num" } : {}, h)));
    const body = rows.map((r) => D.el("tr", r.current ? { class: "current" } : {},
      ...r.cells.map((c, i) => D.el("td", numeric[i] ? { class: "num" } : {}, c === null ? "" : String(c)))));
    return D.el("table", { class: "rows" }, D.el("thead", {}, head), D.el("tbody", {}, ...body));
  }

  const painters = {
    seats() {
      $("title").textContent = D.t("seats");
      const typed = D.fold($("search").value);
      const content = $("content");
      content.replaceChildren();
      if (!typed) return;
      const found = data.players.filter((p) => D.fold(p.name).includes(typed));
      if (!found.length) {
        content.append(D.el("p", { class: "muted" }, D.t("no_match")));
        return;
      }
      for (const p of found.slice(0, 20)) {
        const where = p.table === null ? D.el("span", { class: "muted" }, D.t("unseated"))
          : D.el("span", {}, D.t("table") + " ", D.el("b", {}, String(p.table)), " · " + D.t("seat") + " ", D.el("b", {}, String(p.seat)));
        content.append(D.el("div", { class: "found" }, D.el("div", {}, p.name), where));
      }
    },
    payouts() {
      $("title").textContent = D.t("payouts") + " · " + D.t("pool") + " " + data.prize_pool;
      const rows = data.places.map((p) => ({ cells: [p.place, p.amount, p.won_by] }));
      $("content").replaceChildren(table([D.t("place"), D.t("prize"), D.t("won_by")], rows, [true, true, false]));
    },
    structure() {
      $("title").textContent = D.t("structure");
      const rows = data.levels.map((l) => ({
        current: l.current,
        cells: l.kind === "break" ? [D.t("break"), "", "", l.minutes]
          : [l.level, D.number(l.small_blind) + " / " + D.number(l.big_blind), l.ante ? D.number(l.ante) : "", l.minutes],
      }));
      $("content").replaceChildren(table(["#", D.t("blinds"), D.t("ante"), D.t("minutes")], rows, [true, true, true, true]));
    },
    results() {
      $("title").textContent = D.t("results");
      const rows = data.results.map((r) => ({
        cells: [r.place === r.place_to ? r.place : r.place + "–" + r.place_to, r.name, r.prize, r.busted_by],
      }));
      $("content").replaceChildren(table([D.t("place"), D.t("name"), D.t("prize"), D.t("busted_by")], rows, [true, false, true, false]));
    },
  };

  async function load() {
    const response = await fetch(D.query("/api/" + page));
    data = await response.json();
    version = data.version;
    painters[page]();
  }

  async function start() {
    for (const a of document.querySelectorAll("nav.links a")) {
      a.classList.toggle("here", a.dataset.page === "/" + page);
    }
    if (page === "seats") {
      $("search").classList.remove("hidden");
      // typing before the list arrives is kept: the list paints when it comes
      $("search").addEventListener("input", () => data && painters.seats());
      $("search").focus();
    }
    await D.loadTexts();
    await load();
    D.live((state) => { if (state.version !== version) load(); });
  }
  start();
})();
