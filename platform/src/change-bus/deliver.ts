/** One subscribe() call; a wrapper so the same function subscribed twice is two registrations, unsubscribed apart. */
export interface Registration {
  handler: (message: unknown) => void;
}

/** Calls every handler still registered; one that throws is reported and does not keep the message from the rest. */
export function deliver(registrations: Set<Registration>, channel: string, message: unknown) {
  for (const registration of [...registrations]) {
    if (!registrations.has(registration)) continue;
    try {
      registration.handler(message);
    } catch (error) {
      console.error(`[change-bus] a handler on ${channel} threw:`, error);
    }
  }
}
