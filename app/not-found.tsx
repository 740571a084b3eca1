import Link from 'next/link';

// Paths outside the locale tree (never reached through the proxy) still get a real 404 page.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
        <h1>Page not found</h1>
        <p>
          <Link href="/">Back to Home</Link>
        </p>
      </body>
    </html>
  );
}
