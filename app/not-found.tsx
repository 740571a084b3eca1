// Paths outside the locale tree (never reached through the proxy) still get a real 404 page.
// A plain link, not next/link: this boundary is in every page's tree, so next/link would be in
// every page's first load (docs/islands.md).
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
        <h1>Page not found</h1>
        <p>
          <a href="/">Back to Home</a>
        </p>
      </body>
    </html>
  );
}
