// The image's HEALTHCHECK, for every role: healthy while /health answers 2xx. Bayline answers 503 while it starts
// (seeding, or waiting for another instance to seed), and anonymous callers get only the status code's meaning.
try {
  const response = await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/health`, {
    signal: AbortSignal.timeout(4_000),
  });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
