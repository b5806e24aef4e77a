# syntax=docker/dockerfile:1
# One image for every A8 app; the app is chosen at run time with env APP
# (api-gateway, mcp-gateway, judge, fitting-worker, or migrate). See docs/deploy.md.

# ---- build: full toolchain, dev dependencies, Nx builds and the word-vector binary -------------
FROM node:20-bookworm AS build
WORKDIR /app
# prisma generate needs no schema engine; Nx must not start a daemon or reach Nx Cloud in a build.
ENV PRISMA_SCHEMA_ENGINE_BINARY=/bin/true \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    NX_DAEMON=false \
    NX_NO_CLOUD=true
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# Builds run prisma:generate first; the generated client is bundled into each dist/apps/<app>.
RUN npx nx run-many -t build --projects=api-gateway,mcp-gateway,judge,fitting-worker
# ~300MB of embeddings in, one compact file out (data/vectors/wink-100d.a8v); only the output ships.
RUN node tools/scripts/build-vectors.mjs

# ---- prod-deps: production node_modules only ---------------------------------------------------
FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
ENV PRISMA_SCHEMA_ENGINE_BINARY=/bin/true \
    PRISMA_HIDE_UPDATE_MESSAGE=1
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

# ---- runtime -----------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    VECTORS_PATH=/app/data/vectors/wink-100d.a8v
# Files stay owned by root and read-only to the app user: nothing under /app is written at run time.
COPY --from=prod-deps /app/node_modules ./node_modules
# prisma/migrate.mjs applies migrations with the WASM schema engine, a devDependency: ship just it.
COPY --from=build /app/node_modules/@prisma/schema-engine-wasm ./node_modules/@prisma/schema-engine-wasm
COPY --from=build /app/dist/apps ./dist/apps
COPY --from=build /app/data/vectors ./data/vectors
COPY --from=build /app/libs/reference-packs/data ./libs/reference-packs/data
COPY package.json prisma.config.ts ./
COPY prisma ./prisma
COPY --chmod=0755 docker/entrypoint.sh ./docker/entrypoint.sh
# The "node" user (uid 1000) of the official image.
USER node
EXPOSE 3000 3001 3002 3003 4000
ENTRYPOINT ["/app/docker/entrypoint.sh"]
