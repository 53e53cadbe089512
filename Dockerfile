# syntax=docker/dockerfile:1
# Mainstreet API + built web app in one image (see docker-compose.yml for the full stack).

# ---- build: install every dependency, build web (Vite) then api (tsc) ----
# Node 24, the active LTS line (Node 20 left upstream support on 2026-04-30). package.json's engines
# stays >=20.19 so `pnpm start` still runs where only Node 20 is installed; CI runs the API suite on both.
FROM node:24-bookworm-slim AS build
# corepack cannot verify pnpm's signature on these machines; install pnpm from npm instead.
RUN npm i -g pnpm@10
WORKDIR /app

# Manifests first so the dependency layer is cached until a lockfile or manifest changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
# Dependency patches pnpm applies while installing (see pnpm-workspace.yaml).
COPY patches patches/
COPY api/package.json api/
COPY web/package.json web/
RUN pnpm install --frozen-lockfile

COPY . .
RUN pnpm build

# Drop dev dependencies (vite, vitest, tsc, ...) from node_modules for the runtime image.
RUN CI=true pnpm install --frozen-lockfile --prod --offline

# ---- runtime: production dependencies, api/dist and the web app's builds only ----
FROM node:24-bookworm-slim AS production
ENV NODE_ENV=production \
    PORT=4000
WORKDIR /app

COPY --from=build /app/package.json /app/pnpm-workspace.yaml ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/node_modules ./api/node_modules
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/dist ./web/dist
# The storefront's server render bundle (self-contained: it needs none of web/'s packages).
COPY --from=build /app/web/dist-server ./web/dist-server
# schema.graphql is the committed contract; keep it beside the build for tools that read it.
COPY --from=build /app/schema.graphql ./schema.graphql

# The API writes nothing to disk when DATABASE_URL and JWT_SECRET are set, but give the
# unprivileged user a writable DATA_DIR for the fallbacks (generated secret, embedded data).
RUN mkdir -p /app/.data && chown node:node /app/.data
ENV DATA_DIR=/app/.data

# The official image ships an unprivileged `node` user (uid 1000).
USER node
EXPOSE 4000
# The same V8 flag as api/package.json's start script: a young generation of 48 MB semi-spaces.
CMD ["node", "--max-semi-space-size=48", "api/dist/main.js"]
# Backups (see README "Run it in production"): `docker compose exec api node api/dist/db/backup/backup.command.js /tmp/x.backup`
# writes one from inside a replica; the compose file's pg_dump path needs no app code at all.
