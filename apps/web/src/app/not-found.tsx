// Reached only for paths outside the localized routes (the proxy localizes all others).
export default function GlobalNotFound() {
  return (
    <html lang="nl-NL">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>404</h1>
        <p>
          <a href="/">Home</a>
        </p>
      </body>
    </html>
  );
}
