# One image for every Bayline service; BAYLINE_ROLE picks what a container runs.
FROM node:20-bookworm-slim
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
RUN npm run build -w @bayline/web
ENV HOST=0.0.0.0 PORT=3000 NODE_ENV=production
EXPOSE 3000
CMD ["npx", "tsx", "server/src/main.ts"]
