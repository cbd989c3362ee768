// Live updates for the contest server's pages (the pages work without this file).
// An element with data-live="/live/..." is replaced by what the server sends on that
// server-sent-event stream; #clock counts down locally from the times the page carries.
(function () {
  "use strict";

  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function clockText(ms) {
    var s = Math.max(0, Math.floor(ms / 1000));
    return Math.floor(s / 3600) + ":" + pad(Math.floor(s / 60) % 60) + ":" + pad(s % 60);
  }

  function startClock() {
    var el = document.getElementById("clock");
    if (!el || !el.dataset.start || el.dataset.started !== "1") { return; }
    var skew = Number(el.dataset.now) - Date.now();
    var start = Number(el.dataset.start), duration = Number(el.dataset.duration);
    var freeze = el.dataset.freeze === "" ? null : Number(el.dataset.freeze);
    function tick() {
      var elapsed = Date.now() + skew - start;
      // The words come translated in the page (data-over, data-left, data-frozen).
      if (elapsed >= duration) { el.textContent = el.dataset.over || "contest over"; return; }
      var text = clockText(duration - elapsed) + " " + (el.dataset.left || "left");
      if (freeze !== null && elapsed >= freeze) {
        text += " (" + (el.dataset.frozen || "board frozen") + ")";
      }
      el.textContent = text;
      setTimeout(tick, 1000 - ((Date.now() + skew - start) % 1000));
    }
    tick();
  }

  function follow(el) {
    if (!window.EventSource) { return; }
    var source = new EventSource(el.dataset.live);
    source.addEventListener(el.dataset.event, function (event) {
      el.innerHTML = event.data;
      el.dataset.updated = String(Number(el.dataset.updated || "0") + 1);
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    startClock();
    var live = document.querySelectorAll("[data-live]");
    for (var i = 0; i < live.length; i++) { follow(live[i]); }
  });
})();
