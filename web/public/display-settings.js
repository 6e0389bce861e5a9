// Runs before the first paint: applies the display settings the visitor chose last time, so
// the page never flashes at the defaults. Plain ES5, no dependencies, loaded as a file
// because the CSP allows no inline script. The rules mirror
// src/features/accessibility/lib/settings.ts and apply-settings.ts (a test keeps them equal).
(function () {
  var root = document.documentElement;

  // The top bar's text size: 12 to 24 px on <html>.
  try {
    var px = Number(localStorage.getItem('text-size'));
    if (px >= 12 && px <= 24) root.style.fontSize = px + 'px';
  } catch (e) {
    /* storage may be blocked; defaults apply */
  }

  // The accessibility widget: system preferences first, then whatever was saved.
  function prefers(query) {
    try {
      return !!(window.matchMedia && window.matchMedia(query).matches);
    } catch (e) {
      return false;
    }
  }
  function stepped(value, min, max) {
    var n = min + Math.round((value - min) / 10) * 10;
    return Math.min(max, Math.max(min, n));
  }
  var s = {
    fontSize: 100,
    textSpacing: 100,
    contrast: prefers('(prefers-contrast: more)'),
    darkMode: prefers('(prefers-color-scheme: dark)'),
    highlightLinks: false,
    highlightHeadings: false,
    reducedMotion: prefers('(prefers-reduced-motion: reduce)')
  };
  var saved = null;
  try {
    saved = JSON.parse(localStorage.getItem('accessibility-settings'));
  } catch (e) {
    /* unreadable: keep the starting values */
  }
  if (saved && typeof saved === 'object') {
    for (var key in s) {
      if (!s.hasOwnProperty(key)) continue;
      var value = saved[key];
      if (key === 'fontSize' || key === 'textSpacing') {
        if (typeof value === 'number' && isFinite(value)) s[key] = stepped(value, key === 'fontSize' ? 80 : 100, 200);
      } else if (typeof value === 'boolean') {
        s[key] = value;
      }
    }
  }

  var classes = {
    contrast: 'a11y-contrast',
    darkMode: 'a11y-dark',
    highlightLinks: 'a11y-links',
    highlightHeadings: 'a11y-headings',
    reducedMotion: 'a11y-reduce-motion'
  };
  for (var name in classes) {
    if (classes.hasOwnProperty(name) && s[name]) root.classList.add(classes[name]);
  }
  if (s.textSpacing > 100) root.classList.add('a11y-spacing');
  if (s.fontSize > 100) root.classList.add('a11y-text-large');
  root.style.setProperty('--a11y-font-scale', String(s.fontSize / 100));
  root.style.setProperty('--a11y-spacing', String(s.textSpacing / 100));
})();
