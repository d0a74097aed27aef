// Applies the stored light/dark preference to <html> before the first paint, so a dark page never
// flashes white. A classic blocking script from the same origin: the CSP forbids inline scripts.
// Same key and classes as web/lib/theme-preference.ts.
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('portal.theme');
  } catch (e) {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.classList.add('scripted'); // decision 082
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
