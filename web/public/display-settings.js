// Runs before the first paint: applies the text size the visitor chose last time, so the
// page never flashes at the default size. Kept tiny and free of dependencies on purpose.
(function () {
  try {
    var px = Number(localStorage.getItem('text-size'));
    if (px >= 12 && px <= 24) document.documentElement.style.fontSize = px + 'px';
  } catch (e) {
    /* storage may be blocked; defaults apply */
  }
})();
