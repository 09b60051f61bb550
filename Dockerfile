# syntax=docker/dockerfile:1
# Medhavi Academy server + web app. Production starting point: see docs/operations.md.
#   docker build -t medhavi-academy .
#   docker run -p 3001:3001 -v medhavi-data:/data -e PUBLIC_URL=http://localhost:3001 \
#     -e ALLOW_SANDBOX_PAYMENTS=true medhavi-academy      (a trial: PGlite, local uploads, sandbox payments)
# Stage 1 builds the web app and the server bundle with every dependency; stage 2 installs only the
# server's production dependencies; the final image holds those, the builds and the migrations, and
# runs as the unprivileged `node` user.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The server's runtime dependencies only (the web app is static files by now; no dev tools).
RUN npm ci --omit=dev --workspace @medhavi/server --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# pg_dump/pg_restore for `npm run backup` against PostgreSQL 15 (the compose file's version).
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3001 DATA_DIR=/data
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./package.json
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The page renderer (self-contained): the server renders the demo test's instructions with it.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY scripts/backup.mjs scripts/restore.mjs scripts/backup-common.mjs scripts/ensure-pg-client.sh scripts/
RUN mkdir -p /data /app/backups && chown node:node /data /app/backups
USER node
VOLUME /data
EXPOSE 3001
STOPSIGNAL SIGTERM
# Ready = the database, Redis (when set) and storage answer; false while draining on SIGTERM.
HEALTHCHECK --interval=10s --timeout=4s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3001)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
