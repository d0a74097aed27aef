// Asks for the chunks of the page being opened (a lazy page: /form, /register) as soon as the HTML arrives, in
// parallel with the entry, rather than once the entry has run and rendered its route. The list, by path, is written
// into index.html at build (scripts/vite/route-preload-plugin.ts). A classic file: the CSP forbids inline scripts.
(function () {
  var data = document.getElementById('route-chunks');
  if (!data) return;
  var files = JSON.parse(data.textContent || '{}')[window.location.pathname.replace(/\/+$/, '') || '/'];
  if (!files) return;
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = files[i];
    document.head.appendChild(link);
  }
})();
