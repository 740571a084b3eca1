// Paths outside the locale tree (never reached through the proxy) still get a real 404 page.
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
