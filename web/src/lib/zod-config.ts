// No compiled parsers: zod would first try `new Function`, which the Content Security Policy (script-src 'self')
// refuses (and reports). Set where zod reads its configuration when it loads, so that zod itself still loads only
// with the forms that need it; main.tsx imports this first.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
