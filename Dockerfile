# One image for every Bayline service; BAYLINE_ROLE picks what a container runs.

# Build: every dependency, then the web app (web/dist) and the server bundles (server/dist, plain JavaScript);
# then the dev dependencies (TypeScript, tsx, vite, esbuild, vitest) are pruned away.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY command-service/package.json command-service/
COPY projection-service/package.json projection-service/
COPY query-service/package.json query-service/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

# Run: node on the bundles, with the production node_modules beside them; no TypeScript at run time.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
COPY docker/healthcheck.mjs docker/
# The data folder keeps the admin token (and, embedded, the stores); the process runs as the unprivileged node user.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# A first start may seed the demo shop for minutes (503 meanwhile): the start period covers it.
HEALTHCHECK --interval=5s --timeout=5s --start-period=10m --retries=3 CMD ["node", "docker/healthcheck.mjs"]
# node is PID 1 and handles SIGTERM itself (main.ts: graceful stop within 10 s).
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
